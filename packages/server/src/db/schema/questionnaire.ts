import type { Generated } from 'kysely';

/** Surveys and their answers (migration 0021). Flags 0/1. */

export type QuestionType = 'FT' | 'T' | 'C' | 'D' | 'SC' | 'MC' | 'SD' | 'MD' | 'F' | 'FC';

export interface SurveysTable {
  id: Generated<number>;
  external_id: string | null;
  title: string;
  /** The course it belongs to, or null for an institution-wide survey. */
  course_id: number | null;
  /** The institution whose courses all share it (when course_id is null). */
  legal_id: number | null;
  created_at: string;
}

export interface SurveyQuestionsTable {
  id: Generated<number>;
  survey_id: number;
  position: number;
  question_type: QuestionType;
  text: string;
  mandatory: Generated<number>;
  end_of_questionnaire: Generated<number>;
  /** Text boxes of a T question, dates of a D question; 1 for single. */
  field_count: Generated<number>;
}

export interface SurveyChoicesTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
}

export interface SurveyParticipantsTable {
  id: Generated<number>;
  survey_id: number;
  client_id: number;
  /** The application the answers belong to; null when the questionnaire is answered on its own. */
  application_id: number | null;
  created_at: string;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  participant_id: number;
  question_id: number;
  text: Generated<string>;
  updated_at: string;
}

export interface SurveyResponseDetailsTable {
  id: Generated<number>;
  response_id: number;
  position: number;
  choice_id: number | null;
  text: Generated<string>;
  file_id: number | null;
}

export interface QuestionnaireTables {
  surveys: SurveysTable;
  survey_questions: SurveyQuestionsTable;
  survey_choices: SurveyChoicesTable;
  survey_participants: SurveyParticipantsTable;
  survey_responses: SurveyResponsesTable;
  survey_response_details: SurveyResponseDetailsTable;
}
