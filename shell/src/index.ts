// The bootstrap boundary module federation needs before shared modules load; a bootstrap that
// fails to load is left to the browser's unhandled-rejection report.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
