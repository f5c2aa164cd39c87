/*
 * Field limits that several areas' forms share, so that the same field takes the same length
 * everywhere: a person's name (contact us, refer a friend).
 */

/** The longest name a form takes (contact us; refer a friend). */
export const CONTACT_NAME_MAX = 100;
