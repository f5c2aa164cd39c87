import { useEffect, useRef, useState } from 'react';
import { ApiError, verifyAccount } from '@studyatlas/core';

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
 * The request is kept across a StrictMode re-run of the effect, so a key is never spent twice.
 */
export function useVerifyAccount(vkey: string, email: string, type: string): VerifyState {
  const [state, setState] = useState<VerifyState>({ status: 'loading' });
  const request = useRef<{ key: string; result: Promise<VerifyState> } | null>(null);

  useEffect(() => {
    const key = JSON.stringify([vkey, email, type]);
    if (request.current?.key !== key) {
      setState({ status: 'loading' });
      request.current = { key, result: verify(vkey, email, type) };
    }
    let live = true;
    void request.current.result.then((result) => {
      if (live) setState(result);
    });
    return () => {
      live = false;
    };
  }, [vkey, email, type]);

  return state;
}
