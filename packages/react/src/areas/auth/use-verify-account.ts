import { ApiError, verifyAccount } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';

export type VerifyState =
  | { status: 'loading' }
  | { status: 'verified'; message: string }
  | { status: 'failed'; message: string };

async function verify(vkey: string, email: string, type: string): Promise<VerifyState> {
  try {
    const reply = await verifyAccount(vkey, email, type, { quiet: true });
    return { status: 'verified', message: reply.message };
  } catch (error) {
    if (error instanceof ApiError) return { status: 'failed', message: error.message };
    throw error;
  }
}

/**
 * Verifies the account of the mailed link once per link (member §2 /verifyAcc/:vkey/:email/:type).
 * The data layer makes one call for a link however often the screen mounts meanwhile (StrictMode's
 * re-run, a re-render), so a key is never spent twice; a sign-in does not ask again.
 */
export function useVerifyAccount(vkey: string, email: string, type: string): VerifyState {
  const { status, data, error } = useQuery(`auth/verify/${JSON.stringify([vkey, email, type])}`, () => verify(vkey, email, type), { audience: 'public' });
  if (status === 'failed') return { status: 'failed', message: error ?? '' };
  return data ?? { status: 'loading' };
}
