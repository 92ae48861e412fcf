import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { sessionStore } from '../../lib/session-store';

/**
 * Puts dayjs in the interface language: month and weekday names and the week's first day of antd's date
 * pickers, and any locale-aware format. Imported (for its effect) by the parts that use a picker, so
 * dayjs and its locales are not loaded with every screen.
 */
function followLanguage(): void {
  dayjs.locale(sessionStore.getState().language === 'zh' ? 'zh-cn' : 'en');
}

followLanguage();
sessionStore.subscribe(followLanguage);
