import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event as the suites use it. It does not check `pointer-events` before each pointer action: the
 * check reads the computed style of every ancestor (about a tenth of a form test's time in jsdom),
 * and no screen blocks a click with that property.
 */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
