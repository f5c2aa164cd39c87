import { useStore } from '@nanostores/react';
import { $signedIn, type InstDetail } from '@studyatlas/core';
import { MemberConnectMeForm } from './connect-me.js';
import { PublicConnectMeForm } from './connect-public.js';

/**
 * The connect-me form of the detail's Contact section: a signed-in member's enquiry (ConnectMe/CUpsert),
 * or for a signed-out visitor the public enquiry with a name, an e-mail and a phone (connectPublic).
 */
export function ConnectMeForm({ campuses }: { campuses: InstDetail['campuses'] }) {
  const signedIn = useStore($signedIn);
  return signedIn ? <MemberConnectMeForm campuses={campuses} /> : <PublicConnectMeForm campuses={campuses} />;
}
