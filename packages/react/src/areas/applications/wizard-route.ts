/**
 * The wizard's route for one application (member §2: /onlineApp with the application it reopens at
 * the step it was left). The wizard's own area names its routes; areas never import each other, so
 * my applications builds the route it navigates to through the navigation seam.
 */
export const wizardRoute = (appId: number): string => `/onlineApp?appId=${appId}`;
