/**
 * The filter panel's id: the fragment the no-JavaScript "Filter Wallpapers" link jumps to (the
 * panel shows on phones while it is the page's target) and the prefix of its group ids. A plain
 * module, so the server panel and the client sheet share the value itself.
 */
export const filterPanelId = "filters";
