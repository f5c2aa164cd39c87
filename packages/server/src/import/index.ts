export { importFile, importRows, type ImportOptions } from './import-rows.js';
export { ImportFileError, parseCsv, type CsvRecord } from './csv.js';
export { openImportFile, readImportFile, csvRows, jsonRows, type ImportFormat, type ImportSource, type ReadOptions } from './read-file.js';
export { checkEncodingName, encodingLabel, type ReadEncoding } from './encoding.js';
export { formatImportProgress, type ImportProgress } from './progress.js';
export { FIELDS, RECORD_TYPES, type ImportReport, type ImportRow, type RecordType, type RejectedRow, type WarningRow } from './format.js';
export { formatImportReport, formatSessionWarnings } from './report.js';
export { ImportSession } from './session.js';
export { AwardMapError, DEFAULT_AWARD_MAP, loadAwardMap, readAwardMapFile } from './award-map.js';
