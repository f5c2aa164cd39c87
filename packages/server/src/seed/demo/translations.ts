import type { CourseTranslationsTable } from '../../db/schema/catalog.js';

/*
 * Demo data in several languages (issue 28): the bachelor's and master's courses of a few fields get
 * their name in Spanish, French, Arabic and Simplified Chinese, so the portal shows a course in the
 * reader's language and finds "Ingeniería" or "Informatique". A handful: one such course in eight (by
 * id), about 2 % of the catalogue, as most catalogues translate few or none. Deterministic: the
 * course's id and own name decide (the minor in parentheses is left out of the translated name).
 */

type Names = Readonly<Record<'es' | 'fr' | 'ar' | 'zh-CN', string>>;

const BACHELOR: Readonly<Record<string, Names>> = {
  Engineering: { es: 'Grado en Ingeniería', fr: 'Licence en ingénierie', ar: 'بكالوريوس الهندسة', 'zh-CN': '工程学学士' },
  'Information Technology': { es: 'Grado en Tecnologías de la Información', fr: 'Licence en informatique', ar: 'بكالوريوس تقنية المعلومات', 'zh-CN': '信息技术学士' },
  Business: { es: 'Grado en Administración de Empresas', fr: 'Licence en gestion des entreprises', ar: 'بكالوريوس إدارة الأعمال', 'zh-CN': '商学学士' },
  'Health Science': { es: 'Grado en Ciencias de la Salud', fr: 'Licence en sciences de la santé', ar: 'بكالوريوس العلوم الصحية', 'zh-CN': '健康科学学士' },
};

const MASTER: Readonly<Record<string, Names>> = {
  Engineering: { es: 'Máster en Ingeniería', fr: 'Master en ingénierie', ar: 'ماجستير الهندسة', 'zh-CN': '工程学硕士' },
  'Information Technology': { es: 'Máster en Tecnologías de la Información', fr: 'Master en informatique', ar: 'ماجستير تقنية المعلومات', 'zh-CN': '信息技术硕士' },
  Business: { es: 'Máster en Administración de Empresas', fr: 'Master en gestion des entreprises', ar: 'ماجستير إدارة الأعمال', 'zh-CN': '商学硕士' },
};

const TITLE = /^(Bachelor|Master) of (.+?)(?: \(.+\))?$/;

/** The translated names of a demo course, by its own name (none for most courses). */
export function demoTranslations(course: { id: number; name: string }): CourseTranslationsTable[] {
  const match = course.id % 8 === 0 ? TITLE.exec(course.name) : null;
  const names = match ? (match[1] === 'Bachelor' ? BACHELOR : MASTER)[match[2]!] : undefined;
  if (!names) return [];
  return Object.entries(names).map(([locale, name]) => ({ course_id: course.id, locale, name, description: null }));
}
