import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { useAreas } from '../api/get-areas';
import { useWarehouses } from '../api/get-warehouses';
import { useInfoContent } from '../hooks/use-info-content';
import { ContentBlocks } from './content-blocks';
import { InfoPage, InfoSection, WithInfoContent } from './info-page';
import { ScheduleTable } from './schedule-table';
import { WarehouseHours, WarehouseMapsLink } from './warehouse-hours';

/**
 * /delivery-schedule (spec §2.8, §9 Delivery and pickup): delivery days per served area and order
 * day, how delivery works, warehouse pickup and an FAQ.
 */
export function DeliverySchedulePage() {
  const { t } = useTranslation();
  const content = useInfoContent().data;
  const areas = useAreas();
  const warehouses = useWarehouses();
  const sections = [
    { id: 'by-area', title: t('info.schedule.by_area') },
    { id: 'how-delivery-works', title: t('info.schedule.how_it_works') },
    { id: 'pickup', title: t('info.schedule.pickup') },
    { id: 'faq', title: t('info.faq') },
  ];

  return (
    <InfoPage title={t('info.titles.delivery_schedule')} lead={content?.deliverySchedule.lead} toc={sections} wide>
      <InfoSection id="by-area" title={sections[0]!.title}>
        <div className="mt-4">
          {areas.isPending || warehouses.isPending ? (
            <LoadingBox />
          ) : areas.isError || warehouses.isError ? (
            <ErrorNotice
              error={areas.error ?? warehouses.error}
              title={t('info.schedule.load_failed')}
              onRetry={() => {
                void areas.refetch();
                void warehouses.refetch();
              }}
            />
          ) : (
            <ScheduleTable areas={areas.data} warehouses={warehouses.data} />
          )}
        </div>
      </InfoSection>

      <WithInfoContent>
        {({ deliverySchedule: schedule }) => (
          <>
            <InfoSection id="how-delivery-works" title={sections[1]!.title}>
              <ContentBlocks blocks={[{ list: schedule.rules }, { note: schedule.outerAreas }]} />
            </InfoSection>

            <InfoSection id="pickup" title={sections[2]!.title}>
              <ContentBlocks blocks={[schedule.pickupLead, { list: schedule.pickupRules }]} />
              {warehouses.data ? (
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {warehouses.data.map((warehouse) => (
                    <li key={warehouse.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
                      <h3 className="text-base font-semibold text-ink">{warehouse.city}</h3>
                      <p className="text-sm text-ink">
                        {warehouse.address}
                        <br />
                        <a href={`tel:${warehouse.tel}`} className="font-medium text-brand-700 hover:underline">
                          {warehouse.tel}
                        </a>
                      </p>
                      <WarehouseHours warehouse={warehouse} />
                      <WarehouseMapsLink warehouse={warehouse} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </InfoSection>

            <InfoSection id="faq" title={sections[3]!.title}>
              <ContentBlocks blocks={[{ qa: schedule.faq }]} />
            </InfoSection>
          </>
        )}
      </WithInfoContent>
    </InfoPage>
  );
}
