import { forwardRef, useEffect, useId } from 'react';
import { onGroupChange } from './chat-store';
import { Composer, type ComposerHandle } from './composer';
import { MentionList, useMentions } from './mention-picker';
import './group-composer.css';

type Props = { conversationID: string; onSent?: () => void };

/** A group's send box: the send box with the @ member picker (spec 001 §9). */
export const GroupComposer = forwardRef<ComposerHandle, Props>(function GroupComposer(props, ref) {
  const { conversationID } = props;
  const mentions = useMentions(conversationID, true);
  const listId = useId();
  const { refresh, mention } = mentions;
  useEffect(
    () =>
      onGroupChange((id) => {
        if (id === conversationID) refresh();
      }),
    [conversationID, refresh],
  );
  const open = Boolean(mention?.options.length);
  return (
    <Composer
      {...props}
      ref={ref}
      mentions={{
        update: mentions.update,
        keyDown: mentions.keyDown,
        take: mentions.take,
        render: (text, putText) =>
          mention ? (
            <MentionList
              id={listId}
              mention={mention}
              onPick={(member) => {
                const next = mentions.pick(text, member, mention);
                putText(next.text, next.caret);
              }}
            />
          ) : null,
        aria: open
          ? { 'aria-controls': listId, 'aria-activedescendant': `${listId}-${mention?.active ?? 0}` }
          : {},
      }}
    />
  );
});
