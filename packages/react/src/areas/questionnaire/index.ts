export { Questionnaire, type QuestionnaireProps } from './questionnaire.js';
export { useQuestionnaire, type QuestionnaireController, type QuestionnaireOptions } from './use-questionnaire.js';
export { QuestionFields, type QuestionFieldsProps } from './question-fields.js';
export { questionnaireCss } from './questionnaire.css.js';
export { questionnaireStyles } from './styles.js';
