import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $profile, $session, signOut } from '@studyatlas/core';

export interface SessionStatusState {
  signedIn: boolean;
  /** First name and surname of the signed-in member. */
  name: string | null;
  firstName: string | null;
  /** The Login ID (e-mail) of the signed-in member. */
  email: string | null;
  /** Unread messages from the header data (member §3 MsgCount); null until the profile is loaded. */
  unreadCount: number | null;
  signingOut: boolean;
  signOut: () => Promise<void>;
}

/** The signed-in member as every widget on the page sees it (shared nanostores). */
export function useSessionStatus(): SessionStatusState {
  const session = useStore($session);
  const profile = useStore($profile);
  const [signingOut, setSigningOut] = useState(false);
  const member = session?.member;
  return {
    signedIn: session !== null,
    name: member ? `${member.firstName} ${member.surname}`.trim() : null,
    firstName: member?.firstName ?? null,
    email: member?.email ?? null,
    unreadCount: session && profile ? profile.msgCount : null,
    signingOut,
    signOut: async () => {
      setSigningOut(true);
      try {
        await signOut();
      } finally {
        setSigningOut(false);
      }
    },
  };
}
