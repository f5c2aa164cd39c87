import type { DialectMigration } from './registry.js';
import { accounts } from './0001_accounts.js';
import { reference } from './0002_reference.js';
import { catalog } from './0003_catalog.js';
import { courseSearch } from './0004_course_search.js';
import { favourites } from './0005_favourites.js';
import { connectMe } from './0006_connect_me.js';
import { searchSpeed } from './0007_search_speed.js';
import { files } from './0008_files.js';
import { events } from './0009_events.js';
import { friends } from './0010_friends.js';
import { contact } from './0011_contact.js';
import { agents } from './0013_agents.js';
import { searchCovering } from './0014_search_covering.js';
import { campusPositions } from './0015_campus_positions.js';
import { profileBasic } from './0016_profile_basic.js';
import { profileStudy } from './0017_profile_study.js';
import { profileEducation } from './0018_profile_education.js';
import { profilePassport } from './0019_profile_passport.js';
import { applications } from './0020_applications.js';
import { questionnaire } from './0021_questionnaire.js';
import { messaging } from './0022_messaging.js';
import { searchAnd } from './0023_search_and.js';
import { rateLimits } from './0024_rate_limits.js';
import { externalLogins } from './0025_external_logins.js';
import { cleanFileNames } from './0026_clean_file_names.js';
import { placesAsGiven } from './0027_places_as_given.js';
import { workspace } from './0028_workspace.js';
import { workspaceMessages } from './0029_workspace_messages.js';
import { workspaceInbox } from './0030_workspace_inbox.js';
import { webhooks } from './0031_webhooks.js';
import { catalogueSelfService } from './0032_catalogue_self_service.js';
import { embedOrigins } from './0033_embed_origins.js';
import { organisationProfile } from './0035_organisation_profile.js';
import { storedFileBytes } from './0034_stored_file_bytes.js';
import { catalogueListings } from './0036_catalogue_listings.js';
import { memberLocale } from './0037_member_locale.js';
import { courseTranslations } from './0038_course_translations.js';
import { searchEveryScript } from './0039_search_every_script.js';

/**
 * Every migration, in order. Names are versions: never rename or edit a landed one; add a new file.
 * Listed statically (not read from disk) so the bundled CLI carries them.
 */
export const migrations: Record<string, DialectMigration> = {
  '0001_accounts': accounts,
  '0002_reference': reference,
  '0003_catalog': catalog,
  '0004_course_search': courseSearch,
  '0005_favourites': favourites,
  '0006_connect_me': connectMe,
  '0007_search_speed': searchSpeed,
  '0008_files': files,
  '0009_events': events,
  '0010_friends': friends,
  '0011_contact': contact,
  '0013_agents': agents,
  '0014_search_covering': searchCovering,
  '0015_campus_positions': campusPositions,
  '0016_profile_basic': profileBasic,
  '0017_profile_study': profileStudy,
  '0018_profile_education': profileEducation,
  '0019_profile_passport': profilePassport,
  '0020_applications': applications,
  '0021_questionnaire': questionnaire,
  '0022_messaging': messaging,
  '0023_search_and': searchAnd,
  '0024_rate_limits': rateLimits,
  '0025_external_logins': externalLogins,
  '0026_clean_file_names': cleanFileNames,
  '0027_places_as_given': placesAsGiven,
  '0028_workspace': workspace,
  '0029_workspace_messages': workspaceMessages,
  '0030_workspace_inbox': workspaceInbox,
  '0031_webhooks': webhooks,
  '0032_catalogue_self_service': catalogueSelfService,
  '0033_embed_origins': embedOrigins,
  '0034_stored_file_bytes': storedFileBytes,
  '0035_organisation_profile': organisationProfile,
  '0036_catalogue_listings': catalogueListings,
  '0037_member_locale': memberLocale,
  '0038_course_translations': courseTranslations,
  '0039_search_every_script': searchEveryScript,
};
