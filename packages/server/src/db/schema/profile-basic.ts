import type { Generated } from 'kysely';

/**
 * The basic-detail columns of `member_profiles` (migration 0016; member §3 "About-me and basic
 * profile"), joined into its row type in ./friends.ts. Flags are 0/1, dates `yyyy-MM-dd`.
 */
export interface ProfileBasicColumns {
  title: Generated<string>;
  first_name: Generated<string>;
  middle_name: Generated<string>;
  surname: Generated<string>;
  previous_surname: Generated<string>;
  /** M, F, O or '' */
  gender: Generated<string>;
  /** yyyy-MM-dd */
  date_of_birth: Generated<string | null>;
  /** The profile's e-mail (the sign-in e-mail stays in clients). */
  email: Generated<string>;
  email_publish: Generated<number>;
  /** Dialling code of the numbers, e.g. +61. */
  country_code: Generated<string>;
  mobile: Generated<string>;
  mobile_publish: Generated<number>;
  phone: Generated<string>;
  phone_publish: Generated<number>;
  promotional_material: Generated<number>;
  birth_country_id: Generated<number | null>;
  nationality_country_id: Generated<number | null>;
  /** ISO-8601 UTC of the first BDUpsert; null while the basic details were never saved. */
  basic_saved_at: Generated<string | null>;
}
