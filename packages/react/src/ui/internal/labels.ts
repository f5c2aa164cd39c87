/** Catalogue defaults merged with a component's `labels` prop. */
export const withLabels = <L extends object>(defaults: L, overrides?: Partial<L>): L =>
  overrides ? { ...defaults, ...overrides } : defaults;
