/**
 * Export of a list through the server: `POST /admin/<prefix>/export` with the
 * page's body (the list state's filters at the top level, keyWord, order,
 * sort) plus the chosen columns and the format. The server streams the file
 * (labels, value names and formula neutralisation are its), so a list of
 * 100,000 rows never pages through the browser.
 */
import { downloadFile } from '../relay/download.ts';
import { filterVariable, type ListState } from './listState.ts';
import type { EntityMeta } from './meta.ts';

/** The file formats the server's export writes. */
export type ExportFormat = 'csv' | 'xlsx';

/** The body of the export call for a list state. */
export function exportBody(meta: EntityMeta, state: ListState, format: ExportFormat, columns: string[]): Record<string, unknown> {
  return {
    ...filterVariable(state, meta),
    ...(state.keyWord.trim() ? { keyWord: state.keyWord.trim() } : {}),
    ...(state.order && state.sort ? { order: state.order, sort: state.sort } : {}),
    columns,
    format,
  };
}

export async function exportList(meta: EntityMeta, state: ListState, format: ExportFormat, columns: string[]): Promise<Blob> {
  return (await downloadFile(`${meta.prefix}/export`, exportBody(meta, state, format, columns))).blob;
}
