/**
 * The route of the compare screen (discovery §2). Apart from the tray, so a widget that only routes to
 * the comparison does not load the tray (it comes with the course list).
 */
export const COMPARE_ROUTE = '/compare/';
