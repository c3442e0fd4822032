import { Download, FileSpreadsheet } from 'lucide-react';
import { DownloadButton } from '#web/ui/download-button.js';
import type { BusinessFilter } from '../api/businesses';
import { businessExportUrl } from '../api/export-businesses';

const EXPORTS = [
  { format: 'csv', label: 'Export CSV', Icon: Download },
  { format: 'xlsx', label: 'Export Excel', Icon: FileSpreadsheet },
] as const;

/** Export CSV and Export Excel: the list as filtered, every page of it. */
export function BusinessExportLinks({ filter }: { filter: Omit<BusinessFilter, 'offset'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      {EXPORTS.map(({ format, label, Icon }) => (
        <DownloadButton
          key={format}
          href={businessExportUrl(format, filter)}
          icon={Icon}
          variant="outline"
          className="flex-1 sm:flex-none"
        >
          {label}
        </DownloadButton>
      ))}
    </div>
  );
}
