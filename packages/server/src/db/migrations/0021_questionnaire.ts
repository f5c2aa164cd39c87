import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Questionnaires (member §3 questionnaire question types and answer, §4, §5): a survey belongs to a
 * course, or to an institution for all of its courses (a course's own survey wins). A participant is a
 * member answering a survey, for one application (application_id) or on its own (null). Each answer is
 * a response with details: a choice, a text (one per field of a multiple-text or multiple-date
 * question) or a stored file with its comment.
 */
export const questionnaire: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('surveys'), dialect)
      .addColumn('external_id', 'text', (c) => c.unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
      .addColumn('legal_id', 'integer', (c) => c.references('legal_entities.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('surveys_owner', sql`course_id is not null or legal_id is not null`)
      .execute();
    await index(db, 'surveys', ['course_id']);
    await index(db, 'surveys', ['legal_id']);

    await withId(db.schema.createTable('survey_questions'), dialect)
      .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('question_type', 'text', (c) =>
        c.notNull().check(sql`question_type in ('FT', 'T', 'C', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC')`),
      )
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('mandatory', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('end_of_questionnaire', 'integer', (c) => c.notNull().defaultTo(0))
      /** How many text boxes (T) or dates (D) the question has: 1 for single. */
      .addColumn('field_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('survey_questions_position', ['survey_id', 'position'])
      .execute();

    await withId(db.schema.createTable('survey_choices'), dialect)
      .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'survey_choices', ['question_id']);

    await withId(db.schema.createTable('survey_participants'), dialect)
      .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'survey_participants', ['client_id', 'survey_id']);
    await index(db, 'survey_participants', ['application_id']);

    await withId(db.schema.createTable('survey_responses'), dialect)
      .addColumn('participant_id', 'integer', (c) => c.notNull().references('survey_participants.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('survey_responses_question', ['participant_id', 'question_id'])
      .execute();

    await withId(db.schema.createTable('survey_response_details'), dialect)
      .addColumn('response_id', 'integer', (c) => c.notNull().references('survey_responses.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('choice_id', 'integer', (c) => c.references('survey_choices.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('file_id', 'integer', (c) => c.references('stored_files.id').onDelete('set null'))
      .execute();
    await index(db, 'survey_response_details', ['response_id']);
  },
  async down(db) {
    for (const table of ['survey_response_details', 'survey_responses', 'survey_participants', 'survey_choices', 'survey_questions', 'surveys']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
