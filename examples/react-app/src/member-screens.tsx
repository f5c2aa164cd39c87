import { ApplyWizard, Compose, Favourites, Inbox, MemberOnly, MessageNotices, MyApplications, MyFriends, Profile, ReadMessage, ReferFriend } from '@studyatlas/react';
import { hubText } from './hub-text.js';
import type { View } from './views.js';

type MemberView = Extract<View, { name: 'profile' | 'apply' | 'wizard' | 'applications' | 'messages' | 'friends' }>;

export interface MemberScreenProps {
  view: MemberView;
  onSelect: (view: View) => void;
}

/** The shortlist: the member's favourite courses, each with Apply (the start checks, then the wizard). */
function ApplyScreen({ onSelect }: { onSelect: (view: View) => void }) {
  return (
    <div className="hub-page">
      <h2 className="hub-heading">{hubText.apply.title}</h2>
      <p className="hub-intro">
        {hubText.apply.intro}{' '}
        <button type="button" className="hub-link-button" onClick={() => onSelect({ name: 'courses', route: '/' })}>
          {hubText.apply.browse}
        </button>
      </p>
      <Favourites initialTab="C" headingLevel={3} />
    </div>
  );
}

function Screen({ view, onSelect }: MemberScreenProps) {
  switch (view.name) {
    case 'profile':
      return (
        <>
          <Profile tab={view.tab} />
          <section className="hub-card hub-settings" aria-labelledby="hub-notices-title">
            <h3 id="hub-notices-title" className="hub-card-title">
              {hubText.notices}
            </h3>
            <MessageNotices />
          </section>
        </>
      );
    case 'apply':
      return <ApplyScreen onSelect={onSelect} />;
    case 'wizard':
      // Keyed by what it opens: a new intake or application starts afresh; its own steps move inside it.
      return <ApplyWizard key={`${view.intakeId ?? 0}-${view.applicationId ?? 0}`} intakeId={view.intakeId} applicationId={view.applicationId} step={view.step} />;
    case 'applications':
      return <MyApplications appId={view.appId} />;
    case 'messages':
      if (view.screen === 'read') return <ReadMessage key={view.msgId} msgId={view.msgId} />;
      if (view.screen === 'compose') return <Compose key={`${view.msgId ?? 0}-${view.actionType}`} msgId={view.msgId} actionType={view.actionType} />;
      return <Inbox />;
    case 'friends':
      return <MyFriends referFriend={<ReferFriend />} />;
  }
}

/**
 * The StudyAtlas member area inside the hub, one component per view: they navigate with the
 * specification's routes ('/apps', '/readMsg/12', '/profile/education'…), which the hub turns into
 * its own views (views.ts). A visitor whose session ended gets the login dialog over the screen.
 */
export function MemberScreen(props: MemberScreenProps) {
  return (
    <MemberOnly signIn="dialog">
      <Screen {...props} />
    </MemberOnly>
  );
}
