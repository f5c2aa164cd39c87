import { readOrganisationProfile, type OrganisationProfileValues } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { refreshCourseSearch } from '../../db/search/index.js';
import type { AppContext } from '../../http/context.js';
import { rejectInvalid } from '../../http/errors.js';
import { storeUpload } from '../../storage/store-upload.js';
import * as catalogue from './catalogue-queries.js';
import { changesBetween } from './catalogue-snapshots.js';
import * as q from './profile-queries.js';
import type { Staff } from './staff-queries.js';

/**
 * The organisation's own profile (issue 27): name, description, web address, contact details and the
 * logo, with the importer's rules (core rules/workspace-profile.ts). A change writes its history row
 * (catalogue_history, record 'organisation', the previous values) and the search rows of the
 * organisation's courses in one transaction, which moves the search version: course and institution
 * search show the new name at their next request.
 */
export function createProfileService(ctx: AppContext) {
  const { db, now } = ctx;
  const dialect = ctx.database.dialect;

  /** Runs the change, its history row (when something changed) and the search rows, in one transaction. */
  async function write(me: Staff, run: (trx: Transaction<Database>) => Promise<void>): Promise<workspace.OrganisationProfile> {
    await db.transaction().execute(async (trx) => {
      const before = await q.profileSnapshot(trx, me.legalId);
      await run(trx);
      const changes = changesBetween(before, await q.profileSnapshot(trx, me.legalId));
      if (!changes.length) return;
      await catalogue.writeHistory(trx, { legalId: me.legalId, courseId: null, record: 'organisation', recordId: me.legalId, clientId: me.clientId, action: 'updated', changes, at: now().toISOString() });
      await refreshCourseSearch(trx, dialect, await q.coursesOfOrganisation(trx, me.legalId));
    });
    return q.readProfile(db, me.legalId);
  }

  async function update(me: Staff, v: OrganisationProfileValues): Promise<workspace.OrganisationProfile> {
    const { errors, values } = readOrganisationProfile(v);
    rejectInvalid(errors);
    return write(me, async (trx) => {
      await trx
        .updateTable('legal_entities')
        .set({ name: values.name, description: values.description, web_address: values.webAddress, email: values.email, phone: values.phone })
        .where('id', '=', me.legalId)
        .execute();
    });
  }

  /** The logo: an image with a member photo's rules (type by its bytes, 2 MB), kept in the file store. */
  async function uploadLogo(me: Staff, fileName: string | undefined, bytes: Buffer): Promise<workspace.OrganisationProfile> {
    const stored = await storeUpload({ db, files: ctx.files, now: now().toISOString() }, 'image', { clientId: null, legalId: me.legalId }, fileName, bytes);
    return write(me, async (trx) => {
      await trx.updateTable('legal_entities').set({ logo_file_id: stored.fileId }).where('id', '=', me.legalId).execute();
    });
  }

  const history = async (legalId: number, pageNo: number) => ({
    ...(await catalogue.historyEntries(db, { legalId, record: 'organisation' }, pageNo)),
    pageNo,
    pageSize: catalogue.HISTORY_PAGE_SIZE,
  });

  return { profile: (legalId: number) => q.readProfile(db, legalId), update, uploadLogo, history };
}
