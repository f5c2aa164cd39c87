import type { AccountsTables } from './accounts.js';
import type { AgentsTables } from './agents.js';
import type { CatalogTables } from './catalog.js';
import type { ContactTables } from './contact.js';
import type { EventsTables } from './events.js';
import type { ConnectMeTables } from './connect-me.js';
import type { FavouritesTables } from './favourites.js';
import type { FilesTables } from './files.js';
import type { FriendsTables } from './friends.js';
import type { ProfileEducationTables } from './profile-education.js';
import type { ReferenceTables } from './reference.js';
import type { SearchTables } from './search.js';
import type { ProfilePassportTables } from './profile-passport.js';
import type { ApplicationsTables } from './applications.js';
import type { QuestionnaireTables } from './questionnaire.js';
import type { MessagingTables } from './messaging.js';
import type { RateLimitTables } from './rate-limits.js';
import type { WorkspaceTables } from './workspace.js';
import type { WebhookTables } from './webhooks.js';
import type { EmbedTables } from './embed.js';

/** The whole database as Kysely sees it: one interface per area, joined here. */
export interface Database
  extends AccountsTables, ReferenceTables, CatalogTables, FavouritesTables, ConnectMeTables,
    SearchTables,
    FilesTables,
    EventsTables,
    AgentsTables,
    ContactTables,
    FriendsTables,
    ProfileEducationTables,
    ProfilePassportTables,
    ApplicationsTables,
    QuestionnaireTables,
    MessagingTables,
    RateLimitTables,
    WorkspaceTables,
    WebhookTables,
    EmbedTables {}
