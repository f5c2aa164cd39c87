import { describe, expect, it } from 'vitest';
import { AGENT_LIST_ROUTE, AGENT_MAP_ROUTE, agentDetailRoute, agentRoute, agentViewRoute } from './agents.js';

describe('agent routes', () => {
  it('builds the list, map and detail routes', () => {
    expect(AGENT_LIST_ROUTE).toBe('/findagent/list');
    expect(AGENT_MAP_ROUTE).toBe('/findagent/map');
    expect(agentDetailRoute(12)).toBe('/agentdetail/12');
    expect(agentDetailRoute('7')).toBe('/agentdetail/7');
    expect(agentDetailRoute('a b/c')).toBe('/agentdetail/a%20b%2Fc');
  });

  it('turns a remembered view tab into its route: D the map, L the list', () => {
    expect(agentViewRoute('D')).toBe(AGENT_MAP_ROUTE);
    expect(agentViewRoute('L')).toBe(AGENT_LIST_ROUTE);
  });

  it('parses every agent screen, in any case, and its own built routes back', () => {
    expect(agentRoute('/')).toEqual({ screen: 'start' });
    expect(agentRoute('/findagent')).toEqual({ screen: 'list', reload: undefined });
    expect(agentRoute('/findagent/list/3')).toEqual({ screen: 'list', reload: '3' });
    expect(agentRoute('/FindAgent/map/ICON2')).toEqual({ screen: 'map', mapType: 'ICON2' });
    expect(agentRoute('/findagent/map/ICON9')).toEqual({ screen: 'map', mapType: undefined });
    expect(agentRoute('/AgentDetail/12')).toEqual({ screen: 'detail', legalFk: 12 });
    // Agents accept any digits (no positive-id rule).
    expect(agentRoute('/agentdetail/0')).toEqual({ screen: 'detail', legalFk: 0 });
    expect(agentRoute('/agentdetail/x')).toEqual({ screen: 'elsewhere' });
    expect(agentRoute('/findInst/list')).toEqual({ screen: 'elsewhere' });

    expect(agentRoute(AGENT_LIST_ROUTE)).toEqual({ screen: 'list', reload: undefined });
    expect(agentRoute(AGENT_MAP_ROUTE)).toEqual({ screen: 'map', mapType: undefined });
    expect(agentRoute(agentDetailRoute(345))).toEqual({ screen: 'detail', legalFk: 345 });
  });
});
