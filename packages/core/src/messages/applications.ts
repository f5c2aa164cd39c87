/** Starting an online application (discovery §4 "Online application start", member §5). */
export const applyMessages = {
  applyAction: 'Apply',
  applyCourse: 'Apply for {name}',
  /** Discovery §4, §9: the start refused while the basic or contact details are incomplete. */
  applyDetailsIncomplete: 'First update your basic detail and contact detail',
  /** Shown above the login dialog when Apply was pressed signed out (discovery §6: apply needs sign-in). */
  applySignIn: 'Please sign in to apply online.',
} as const;
