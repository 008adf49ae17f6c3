// The template starts this file once the server's page has painted (shell/src/index.html);
// the mark lets a test and a visitor's profile see when that was.
performance.mark('festival:app-start');

// The bootstrap boundary module federation needs before shared modules load; a bootstrap that
// fails to load is left to the browser's unhandled-rejection report. It is asked for in a task
// of its own: the federation runtime's start-up and the loading of the shared modules were
// one long task together, a phone's main thread blocked for some 200 ms.
setTimeout(() => {
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}, 0);
