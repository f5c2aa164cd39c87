export { importFile, importRows, type ImportOptions } from './import-rows.js';
export { ImportFileError, parseCsv, type CsvRecord } from './csv.js';
export { readImportFile, csvRows, jsonRows, type ImportFormat } from './read-file.js';
export { FIELDS, RECORD_TYPES, type ImportReport, type ImportRow, type RecordType, type RejectedRow } from './format.js';
export { formatImportReport } from './report.js';
