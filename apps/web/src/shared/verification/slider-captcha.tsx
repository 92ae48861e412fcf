import { ArrowRightOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import type { SliderChallenge } from '@openfair/contract';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DragSample,
  dragOffset,
  keyOffset,
  maxOffset,
  recordSample,
  sliderAnswer,
  toPercent,
} from './slider-math';
import { fetchSliderChallenge, useSubmitSlider } from './verification.api';

type Status = 'loading' | 'ready' | 'checking' | 'passed' | 'loadFailed';

type SliderProps = {
  /** Receives the one-use verification token the server gives for a solved puzzle. */
  onPassed: (verificationToken: string) => void;
  /** Clock, replaceable in tests. */
  now?: () => number;
};

/**
 * The slider check that must be passed before a code is sent, so codes cannot be requested by a
 * script. The server draws the puzzle and judges the answer; this component only lets the user place
 * the piece, by dragging with a mouse or a finger (pointer events) or with the keyboard: the handle is
 * a focusable slider, arrow keys move it (Shift for larger steps, Home/End), Enter submits.
 */
export function SliderCaptcha({ onPassed, now = Date.now }: SliderProps) {
  const { t } = useTranslation('shared');
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);
  const xRef = useRef(0);
  const startedAt = useRef<number | null>(null);
  /** the drag so far, sent with the answer so the server can tell a person's drag from a script's */
  const path = useRef<DragSample[]>([]);
  const drag = useRef<{ startOffset: number; startClientX: number; trackWidth: number } | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const alive = useRef(true);
  const submitSlider = useSubmitSlider();

  const move = (next: number) => {
    xRef.current = next;
    setX(next);
    if (startedAt.current !== null) recordSample(path.current, now() - startedAt.current, next);
  };

  const load = useCallback(async () => {
    setStatus('loading');
    xRef.current = 0;
    setX(0);
    startedAt.current = null;
    path.current = [];
    try {
      const next = await fetchSliderChallenge();
      if (!alive.current) return;
      setChallenge(next);
      setStatus('ready');
    } catch {
      if (alive.current) setStatus('loadFailed');
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const submit = async () => {
    if (!challenge || status !== 'ready') return;
    setStatus('checking');
    try {
      const answer = sliderAnswer(
        challenge.challengeId,
        xRef.current,
        startedAt.current,
        now(),
        path.current,
      );
      const result = await submitSlider.mutateAsync(answer);
      if (!alive.current) return;
      setStatus('passed');
      setFailed(false);
      onPassed(result.verificationToken);
    } catch {
      if (!alive.current) return;
      // A wrong answer voids the challenge on the server: a new puzzle, with a message.
      setFailed(true);
      await load();
    }
  };

  const begin = () => {
    if (startedAt.current !== null) return;
    startedAt.current = now();
    path.current = [[0, xRef.current]];
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!challenge || status !== 'ready') return;
    event.preventDefault();
    begin();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      startOffset: xRef.current,
      startClientX: event.clientX,
      trackWidth: trackRef.current?.getBoundingClientRect().width ?? 0,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !challenge) return;
    const d = drag.current;
    move(dragOffset(d.startOffset, d.startClientX, event.clientX, d.trackWidth, challenge));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!challenge || status !== 'ready') return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      begin();
      void submit();
      return;
    }
    const next = keyOffset(xRef.current, event.key, event.shiftKey, challenge);
    if (next === null) return;
    event.preventDefault();
    begin();
    move(next);
  };

  if (status === 'loadFailed') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('slider.loadFailed')}
        action={
          <Button size="small" onClick={() => void load()}>
            {t('slider.retry')}
          </Button>
        }
      />
    );
  }

  const busy = status === 'loading' || status === 'checking';
  return (
    <div className="of-slider">
      <Typography.Paragraph type="secondary" className="of-slider-hint">
        {t('slider.hint')}
      </Typography.Paragraph>
      {failed && (
        <Alert type="warning" showIcon title={t('slider.failed')} className="of-slider-alert" role="alert" />
      )}
      <Spin spinning={busy}>
        <div
          className="of-slider-stage"
          style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}
        >
          {challenge && (
            <>
              <img className="of-slider-bg" src={challenge.background} alt="" draggable={false} />
              <img
                className="of-slider-piece"
                src={challenge.piece}
                alt=""
                draggable={false}
                style={{
                  left: toPercent(x, challenge),
                  top: `${(challenge.pieceY / challenge.height) * 100}%`,
                  width: toPercent(challenge.pieceSize, challenge),
                }}
              />
            </>
          )}
          <Button
            className="of-slider-refresh"
            size="small"
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t('slider.refresh')}
            title={t('slider.refresh')}
            onClick={() => void load()}
            disabled={busy}
          />
        </div>
        <div className="of-slider-track" ref={trackRef}>
          {challenge && (
            <div
              className="of-slider-fill"
              style={{ width: toPercent(x + challenge.pieceSize / 2, challenge) }}
            />
          )}
          {x === 0 && <span className="of-slider-track-text">{t('slider.track')}</span>}
          <div
            className={`of-slider-handle${status === 'passed' ? ' is-passed' : ''}`}
            role="slider"
            tabIndex={0}
            aria-label={t('slider.handle')}
            aria-valuemin={0}
            aria-valuemax={challenge ? maxOffset(challenge) : 0}
            aria-valuenow={Math.round(x)}
            aria-disabled={busy || !challenge}
            style={
              challenge
                ? { left: toPercent(x, challenge), width: toPercent(challenge.pieceSize, challenge) }
                : undefined
            }
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            {status === 'passed' ? <CheckOutlined /> : <ArrowRightOutlined />}
          </div>
        </div>
        <Typography.Text type="secondary" className="of-slider-keys">
          {t('slider.keyboardHint')}
        </Typography.Text>
      </Spin>
    </div>
  );
}

type ModalProps = SliderProps & { open: boolean; onCancel: () => void };

/** The slider check in a modal; the puzzle is fetched each time the modal opens. */
export function SliderCaptchaModal({ open, onCancel, onPassed, now }: ModalProps) {
  const { t } = useTranslation('shared');
  return (
    <Modal
      open={open}
      title={t('slider.title')}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      centered
      width={400}
    >
      {open && <SliderCaptcha onPassed={onPassed} now={now} />}
    </Modal>
  );
}
