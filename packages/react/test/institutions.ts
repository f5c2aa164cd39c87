import { EMPTY_INSTITUTION_FILTER, getClient, instituteFilter, institutions } from '@studyatlas/core';

export interface NamedInstitution {
  legalFk: number;
  name: string;
}

/** The first two institutions of the test catalogue, read through the API. */
export async function twoInstitutions(): Promise<[NamedInstitution, NamedInstitution]> {
  const reply = await getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER, 0, 2) });
  return reply.rows.map((row) => ({ legalFk: row.legalFk, name: row.name })) as [NamedInstitution, NamedInstitution];
}

/** A gate a test opens when it wants a pending answer to arrive. */
export function deferred() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}
