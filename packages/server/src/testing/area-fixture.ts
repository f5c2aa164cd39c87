/*
 * What the hand-made catalogues of the area suites (institutions, agents, scholarships, forms, events)
 * share: the day they are built around, their creation stamp and the ids of their geography.
 */

/** The test clock's day (`testClock`): the fixtures' dates lie around it. */
export const TODAY = '2026-03-02';

/** When the fixtures' rows were created. */
export const CREATED = '2026-01-01T00:00:00.000Z';

/**
 * Ids of the fixtures' continents, countries, states and cities. Each fixture seeds what it needs
 * (the events one: no continents, no Canberra).
 */
export const GEO = {
  europe: 4,
  oceania: 5,
  australia: 14,
  unitedKingdom: 232,
  nsw: 3909,
  victoria: 3903,
  england: 2336,
  sydney: 7408,
  wollongong: 7500,
  newcastle: 7450,
  melbourne: 7600,
  london: 5000,
  /** A city with no campus. */
  canberra: 7700,
} as const;
