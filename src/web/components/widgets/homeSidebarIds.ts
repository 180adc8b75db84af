/**
 * The side column's heading id: HomeSidebarWidgets renders it, HomeSidebar watches it to know when to load them. Not
 * in HomeSidebar.tsx: the widgets importing it from there would close a cycle with that module's top-level await of
 * the widgets (the server build), which never settles.
 */
export const HOME_SIDEBAR_TITLE_ID = 'home-sidebar-title';
