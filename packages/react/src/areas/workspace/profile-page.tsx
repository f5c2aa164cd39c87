import { getClient, messages, organisationProfileLabels as p, roleCan, setQueryData, showPopup, uploadOrganisationLogo, type workspace } from '@studyatlas/core';
import { ImageCropPicker } from '../../kits/image-crop/image-crop-picker.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { ProfileForm } from './profile-form.js';
import { ProfileHistory } from './profile-history.js';
import { profileKey } from './query-keys.js';
import { below, type SectionLevel } from './section-level.js';
import { profileChanged, useOrganisationProfile } from './use-profile.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** The crop kit's words for the logo, read when shown. */
const logoLabels = () => ({ alt: p.logoAlt, choose: p.logoChoose, cropTitle: p.cropTitle, cropHint: p.cropHint, cropArea: p.cropArea, cropZoom: p.cropZoom, cropSave: p.cropSave, cropCancel: p.cropCancel });

export interface ProfilePageProps {
  organisation: workspace.Organisation;
  level: SectionLevel;
}

/**
 * The organisation's own profile (issue 27): its logo (cropped square before upload, the member
 * photo's rules), name, description, web address and contacts, and the profile's history. Every role
 * reads; owners and catalogue editors change it.
 */
export function ProfilePage({ organisation, level }: ProfilePageProps) {
  useWorkspaceStyles();
  const org = organisation.id;
  const profile = useOrganisationProfile(org);
  const readOnly = !roleCan(organisation.role, 'editCatalogue');
  const Heading = `h${level}` as const;
  const sub = below(level);
  const Sub = `h${sub}` as const;
  const shown = (next: workspace.OrganisationProfile) => {
    setQueryData(profileKey(org), next);
    profileChanged(org);
  };
  async function uploadLogo(file: Blob, fileName: string): Promise<string | null> {
    const outcome = await uploadOrganisationLogo(org, file, fileName);
    if (!outcome.ok) return outcome.message;
    shown(outcome.reply.profile);
    showPopup(messages.titleSuccess, p.logoSaved);
    return null;
  }
  const data = profile.data;
  return (
    <article className="sa-workspace-course" aria-busy={profile.loading || undefined}>
      <Heading className="sa-workspace-heading">{p.profileTitle}</Heading>
      {profile.loading && <Loader active variant="inline" label={p.profileLoading} />}
      <FormError message={profile.error} />
      {data && (
        <>
          {readOnly && <p className="sa-workspace-hint">{p.readOnly}</p>}
          <section className="sa-workspace-part" aria-label={p.logo}>
            <Sub className="sa-workspace-subheading">{p.logo}</Sub>
            <ImageCropPicker
              image={`${getClient().baseUrl}${data.logoUrl}`}
              labels={logoLabels()}
              shape="rect"
              upload={uploadLogo}
              fallbackName="logo"
              disabled={readOnly}
            />
          </section>
          <ProfileForm
            key={`${data.id}-${data.name}`}
            org={org}
            profile={data}
            readOnly={readOnly}
            onSaved={(saved) => {
              shown(saved);
              showPopup(messages.titleSuccess, p.saved);
            }}
          />
          <ProfileHistory org={org} campusId={null} level={sub} />
        </>
      )}
    </article>
  );
}
