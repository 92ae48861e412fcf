import { formatBeijingTime } from '../../shared/utils/beijing-time';

/*
 * Publish times are entered and shown in Beijing time (the fair's time, spec 000), whatever the
 * organizer's own time zone: a datetime-local field holds the Beijing wall-clock time.
 */

const LOCAL_VALUE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/** The value of a datetime-local field showing an instant in Beijing time ('YYYY-MM-DDTHH:mm'). */
export const toBeijingInput = (iso: string): string => formatBeijingTime(iso).replace(' ', 'T');

/** The instant a datetime-local value names in Beijing time (ISO with its offset), or '' when incomplete. */
export function fromBeijingInput(value: string): string {
  const match = LOCAL_VALUE.exec(value);
  return match ? `${match[1]}${match[2] ?? ':00'}+08:00` : '';
}

/** Whether a datetime-local value (Beijing time) is still to come: the article would be scheduled. */
export function isScheduled(value: string, now: number = Date.now()): boolean {
  const iso = fromBeijingInput(value);
  return iso !== '' && Date.parse(iso) > now;
}
