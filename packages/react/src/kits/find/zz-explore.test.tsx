import { it } from 'vitest';
import { EMPTY_FRIEND_FILTER, friendFilter, friends, getClient, signIn, signOut, loadFriendDetail, searchCourses, scholarshipDetail, institutionDetail, institutionDetailPrint, ApiError, agentSearchReply, EMPTY_AGENT_FILTER, friendFilterData } from '@studyatlas/core';

it('explore', async () => {
  await signIn('student@studyatlas.test', 'StudyAtlas1');
  const data = await getClient().call(friends.getFilterLkpByLocation);
  console.log('countries', data.countries.length, data.states.length, data.cities.length, JSON.stringify(data.countries));
  const all = await getClient().call(friends.friendSearchData, { body: friendFilter(EMPTY_FRIEND_FILTER, 0, 100) });
  console.log('total', all.total);
  console.log(JSON.stringify(all.rows.slice(0, 8), null, 1));
  for (const name of ['Priya Sharma', 'Lucas Martin', 'Wei Chen']) {
    const r = (await getClient().call(friends.friendSearchData, { body: friendFilter({ ...EMPTY_FRIEND_FILTER, quickSearch: name }, 0, 10) })).rows[0]!;
    const d = await loadFriendDetail(r.clientId);
    console.log(name, JSON.stringify(d, null, 1));
  }
  for (const c of data.countries) {
    const n = await getClient().call(friends.friendSearchData, { body: friendFilter({ ...EMPTY_FRIEND_FILTER, homeCountry: c.id }, 0, 100) });
    console.log('home', c.name, n.total, data.states.filter(s => s.countryFk === c.id).length);
  }
  await signOut();
  try { await agentSearchReply(EMPTY_AGENT_FILTER, { quiet: true }); } catch (e) { console.log('agent err', e instanceof ApiError, (e as Error).message); }
  try { await institutionDetail(999999, { quiet: true }); } catch (e) { console.log('inst err', (e as Error).message); }
  try { await scholarshipDetail(999999, { quiet: true }); } catch (e) { console.log('sch err', (e as Error).message); }
  const pub = await getClient().call(friends.getFilterByLocation);
  console.log('public filter', pub.countries.length);
  try { await getClient().call(friends.friendSearchData, { body: friendFilter(EMPTY_FRIEND_FILTER, 0, 100) }, {quiet: true}); } catch (e) { console.log('anon search', (e as Error).message, (e as ApiError).status); }
});
