import * as profile from '../contracts/profile-work.js';
import { getClient } from './default-client.js';

/** The member's jobs (LoadWorkExperience). */
export const loadWorkRows = () => getClient().call(profile.loadWorkExperience);

/** Saves a job with its employer contact (SaveWorkExperience); `quiet`: the form shows the refusal. */
export const saveWorkRow = (body: profile.WorkExperienceBody) => getClient().call(profile.saveWorkExperience, { body }, { quiet: true });

/** Deletes a job (DeleteWorkExp). */
export const deleteWorkRow = (employmentId: number) => getClient().call(profile.deleteWorkExp, { query: { employmentId } });
