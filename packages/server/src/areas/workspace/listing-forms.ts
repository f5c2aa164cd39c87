import { listingMessages, validateFormRecord, type FieldErrors, type FormRecordValues } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import { CategoryTree } from '../../catalogue/form-category-tree.js';
import { listFormCategories } from '../../catalogue/forms.js';
import { num } from '../../db/numbers.js';
import { rejectInvalid } from '../../http/errors.js';
import { chosen, dropStoredFiles, ownUpload, takeOver, type Db, type ListingStore, type Trx } from './listings-store.js';

const categoryPath = (tree: CategoryTree, id: number) =>
  tree
    .path(id)
    .map((c) => c.name)
    .join(' / ');

/** The form's file: the first stored EFM file of the form (as the discovery download serves it). */
const fileOf = (db: Db, formId: number) =>
  db.selectFrom('stored_files').select(['id', 'file_name', 'size', 'storage_key']).where('kind', '=', 'EFM').where('reference_id', '=', formId).orderBy('id').executeTakeFirst();

/** Drops a form's files (their rows now, their bytes after the commit). */
async function dropFiles(trx: Trx, formId: number, dropKeys: string[]) {
  await dropStoredFiles(trx, await trx.selectFrom('stored_files').select(['id', 'storage_key']).where('kind', '=', 'EFM').where('reference_id', '=', formId).execute(), dropKeys);
}

/**
 * The organisation's forms (discovery §7 "Forms (public)": a name in a category, the text above the
 * list, the file downloaded as EFM). The file is uploaded first like any upload (files.uploadFile, the
 * server's file store); saving the form takes that upload over as the form's file (kind EFM) and lets
 * go of the previous one.
 */
export const formStore: ListingStore<FormRecordValues, workspace.FormRecord> = {
  kind: 'form',
  table: 'forms',
  notFound: listingMessages.formNotFound,
  validate: (values, existing) => validateFormRecord(values, Boolean(existing?.file)),

  async write(trx, { me, at, status, dropKeys }, v, id) {
    const errors: FieldErrors = {};
    if (!(await trx.selectFrom('form_categories').select('id').where('id', '=', Number(v.categoryId)).executeTakeFirst())) errors.categoryId = listingMessages.categoryUnknown;
    const fileId = chosen(v.fileId);
    const upload = fileId ? await ownUpload(trx, me.clientId, fileId) : undefined;
    if (fileId && !upload) errors.fileId = listingMessages.fileUnknown;
    rejectInvalid(errors);
    const row = { name: v.name.trim(), category_id: Number(v.categoryId), header: v.header.trim() };
    let formId = id;
    if (formId === null) {
      const inserted = await trx.insertInto('forms').values({ ...row, file_name: upload!.file_name, legal_id: me.legalId, status, created_at: at }).returning('id').executeTakeFirstOrThrow();
      formId = num(inserted.id);
    } else {
      await trx.updateTable('forms').set(upload ? { ...row, file_name: upload.file_name } : row).where('id', '=', formId).execute();
    }
    if (upload) {
      await dropFiles(trx, formId, dropKeys);
      await takeOver(trx, num(upload.id), 'EFM', formId, me.legalId);
    }
    return formId;
  },

  async read(db, legalId, id) {
    const r = await db.selectFrom('forms').select(['id', 'status', 'name', 'category_id', 'header']).where('id', '=', id).where('legal_id', '=', legalId).executeTakeFirst();
    if (!r) return undefined;
    const [tree, file] = await Promise.all([listFormCategories(db).then((rows) => new CategoryTree(rows)), fileOf(db, id)]);
    return {
      id: num(r.id),
      status: r.status,
      name: r.name,
      categoryId: num(r.category_id),
      category: categoryPath(tree, num(r.category_id)),
      header: r.header,
      file: file ? { fileId: num(file.id), fileName: file.file_name, size: num(file.size) } : null,
    };
  },

  async rows(db, ids) {
    if (!ids.length) return [];
    const [rows, tree] = await Promise.all([
      db.selectFrom('forms').select(['id', 'status', 'name', 'category_id']).where('id', 'in', [...ids]).execute(),
      listFormCategories(db).then((records) => new CategoryTree(records)),
    ]);
    return rows.map((r) => ({ id: num(r.id), status: r.status, name: r.name, dateFrom: '', dateTo: '', note: categoryPath(tree, num(r.category_id)) }));
  },

  snapshot: (f) => ({ name: f.name, category: f.category, header: f.header, file: f.file?.fileName ?? '' }),

  inUse: async () => null,

  async remove(trx, id, dropKeys) {
    await dropFiles(trx, id, dropKeys);
    await trx.deleteFrom('forms').where('id', '=', id).execute();
  },
};
