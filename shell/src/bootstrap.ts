import { holdEarlyClicks, takeEarlyClick } from '@festival/shared/ssr/early-clicks';
import { evaluateInTasks } from './start/evaluate-in-tasks';

// Until React has taken the server's HTML over, its buttons do nothing: a tap on one (the
// burger, a filter) is held and replayed once hydrated instead of being lost. React alone
// drops it when the part tapped cannot be hydrated at once. A form sent early is held by
// index.html until its page has hydrated. A tap made before this code ran was held by index.html.
const container = document.getElementById('root');
const clickedBefore = takeEarlyClick();
const earlyClicks = container?.firstElementChild
  ? holdEarlyClicks(container, () => undefined, { leaveSubmits: true, held: clickedBefore, holdPresses: true })
  : null;

void evaluateInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@festival/shared/i18n/i18n-instance'),
  () => import(/* webpackMode: "eager" */ './i18n/shell-resources'),
  () => import(/* webpackMode: "eager" */ './header/site-header'),
  () => import(/* webpackMode: "eager" */ './layouts/page-frame'),
  () => import(/* webpackMode: "eager" */ './app/app'),
]).then(async () => (await import(/* webpackMode: "eager" */ './start/start-app')).startApp(earlyClicks));
