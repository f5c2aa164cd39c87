/**
 * The demo's form category tree, eight levels at its deepest (a category and up to seven
 * subcategories, as the form filter offers). Nested arrays: [name, children?].
 */
export type CategoryNode = readonly [name: string, children?: readonly CategoryNode[]];

export const FORM_TREE: readonly CategoryNode[] = [
  [
    'Admissions',
    [
      [
        'Applications',
        [
          ['Undergraduate'],
          [
            'Postgraduate',
            [
              ['Coursework'],
              [
                'Research',
                [['Doctoral', [['Candidature', [['Milestones', [['Confirmation of candidature'], ['Thesis submission']]], ['Supervision']]]]], ['Masters by research']],
              ],
            ],
          ],
          ['English language programs'],
        ],
      ],
      ['Credit transfer'],
      ['Deferral and withdrawal'],
    ],
  ],
  ['Finance', [['Tuition fees', [['Payment plans'], ['Refunds']]], ['Scholarships'], ['Sponsorship']]],
  ['Visas and immigration', [['Student visa', [['Confirmation of enrolment'], ['Financial evidence']]], ['Health cover']]],
  ['Accommodation', [['On-campus housing'], ['Homestay'], ['Airport pickup']]],
  ['Student services', [['Disability support'], ['Counselling'], ['Careers']]],
  ['Academic', [['Enrolment variation'], ['Special consideration'], ['Assessment appeal'], ['Graduation']]],
];

export const FORM_NAMES = ['{leaf} form', 'Application for {leaf}', '{leaf} request form', '{leaf} checklist', '{leaf} declaration'] as const;
