import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ALWAYS_VISIBLE, ORDER_COLUMNS, type ColumnVisibility, type OrderColumn } from '../utils/column-visibility';

/** "Columns": a menu of checkboxes, one per optional column; the menu stays open while choosing. */
export function ColumnChooser({ visibility, onToggle }: { visibility: ColumnVisibility; onToggle: (column: OrderColumn, shown: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonStyles.secondary}>
        {t('agentOrders.columns.trigger')}
        <ChevronDownIcon width={16} height={16} className="text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          aria-label={t('agentOrders.columns.menu_label')}
          className="z-50 min-w-56 rounded-card border border-line bg-surface p-1.5 shadow-raised animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('agentOrders.columns.menu_label')}
          </DropdownMenu.Label>
          {ORDER_COLUMNS.filter((column) => !ALWAYS_VISIBLE.has(column)).map((column) => {
            const shown = visibility[column] !== false;
            return (
              <DropdownMenu.CheckboxItem
                key={column}
                checked={shown}
                onCheckedChange={(checked) => onToggle(column, checked)}
                onSelect={(event) => event.preventDefault()}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-4 shrink-0 place-items-center rounded border ${shown ? 'border-brand-700 bg-brand-700 text-white' : 'border-line-strong bg-surface'}`}
                >
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon width={12} height={12} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`agentOrders.columns.${column}`)}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
