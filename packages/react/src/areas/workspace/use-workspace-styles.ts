import { useStylesheet } from '../../styles/use-stylesheet.js';
import { noRecordsCss } from '../../styles/no-records.css.js';
import { workspaceCss } from './workspace.css.js';

/** The workspace's sheets ("No records"-style empty texts and its own), injected by each of its components. */
export function useWorkspaceStyles(): void {
  useStylesheet('no-records', noRecordsCss);
  useStylesheet('workspace', workspaceCss);
}
