import { ApplicationSummary, type ApplicationCourse } from '@studyatlas/core/contracts';

/** A summary with no profile data: what an application without a readable snapshot shows (its courses only). */
export function coursesOnlySummary(applicationId: number, courses: ApplicationCourse[]): ApplicationSummary {
  return {
    applicationId,
    courses,
    basic: {
      title: '', firstName: '', middleName: '', lastName: '', gender: '', dateOfBirth: '',
      nationality: '', birthCountry: '', email: '', phone: '', mobile: '', address: '',
    },
    qualifications: [],
    englishTests: [],
    passports: [],
    visas: [],
    family: [],
    experience: [],
    flags: { visaViolation: false, violationDetail: '', refused: false, refusedCountry: '', refusedDetail: '' },
    answers: [],
  };
}

/**
 * The summary frozen at submission (applications.snapshot, JSON), checked against its contract; when
 * it is missing or unreadable, the courses only (never a 500 for one bad row).
 */
export function readSnapshot(snapshot: string | null, applicationId: number, courses: ApplicationCourse[]): ApplicationSummary {
  if (snapshot) {
    try {
      const parsed = ApplicationSummary.safeParse(JSON.parse(snapshot));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: not JSON
    }
  }
  return coursesOnlySummary(applicationId, courses);
}

/**
 * The snapshot as one institution may see it: its own courses only, and only the answers to questions
 * of its own surveys (`questions`: their texts) — another institution's courses and answers never show.
 */
export function summaryForInstitution(summary: ApplicationSummary, legalId: number, questions: ReadonlySet<string>): ApplicationSummary {
  return {
    ...summary,
    courses: summary.courses.filter((course) => course.institutionId === legalId),
    answers: summary.answers.filter((answer) => questions.has(answer.question)),
  };
}
