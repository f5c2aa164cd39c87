/**
 * Open dialogs, last opened on top, shared by every React root of the page (each custom element has
 * its own root, and a popup may open over the login dialog of another element). Only the top dialog
 * traps focus and answers Escape.
 */
const stack: object[] = [];

export const dialogStack = {
  push(token: object): void {
    stack.push(token);
  },
  remove(token: object): void {
    const index = stack.indexOf(token);
    if (index >= 0) stack.splice(index, 1);
  },
  isTop(token: object): boolean {
    return stack[stack.length - 1] === token;
  },
};
