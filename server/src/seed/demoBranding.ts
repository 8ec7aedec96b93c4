import type { Kysely } from 'kysely';
import type { BrandingWrite } from '../../../src/api/schemas/branding';
import { brandingWrite } from '../../../src/api/schemas/branding';
import type { PdfExportSettings } from '../../../src/api/schemas/pdfSettings';
import { pdfExportSettings } from '../../../src/api/schemas/pdfSettings';
import { checkLogoContent } from '../branding/logoContent';
import { saveBranding, saveLogo, savePdfSettings } from '../branding/write';
import type { Database } from '../db/schema';

/**
 * Demo branding: the municipality gets colours, company details, a logo (an SVG drawn here) and PDF
 * export settings of its own; the care organisation colours and details only, so its PDFs use the default
 * layout. Written through the same checks as the API; does nothing for an organisation that has branding
 * already, or that is missing. Returns the number of organisations branded.
 */

/** The municipality's logo: a wave over a beach and its name, in its own colours. */
export const ZANDVOORT_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">
  <rect width="96" height="96" rx="18" fill="#0B5394"/>
  <circle cx="66" cy="30" r="12" fill="#F1C232"/>
  <path d="M8 58 C 24 46, 40 46, 56 58 S 88 70, 96 58 L 96 78 C 80 90, 24 90, 8 78 Z" fill="#FFFFFF" opacity="0.9"/>
  <path d="M8 72 C 24 62, 40 62, 56 72 S 88 84, 96 72 L 96 84 Q 96 96, 84 96 L 20 96 Q 8 96, 8 84 Z" fill="#F6E3B4"/>
  <text x="112" y="54" font-family="Work Sans" font-size="34" font-weight="bold" fill="#0B5394">Zandvoort</text>
  <text x="113" y="78" font-family="Work Sans" font-size="15" fill="#4A5568">Gemeente</text>
</svg>
`;

interface DemoBranding {
  organization: string;
  branding: BrandingWrite;
  logo?: { svg: string; fileName: string };
  pdf?: PdfExportSettings;
}

export const demoBrandings: DemoBranding[] = [
  {
    organization: 'Gemeente Zandvoort',
    branding: {
      primary_color: '#0B5394',
      secondary_color: '#4A5568',
      accent_color: '#E69138',
      brand_font: 'Work Sans',
      company_website: 'https://www.zandvoort.example',
      company_address: 'Swaluëstraat 2, 2042 KA Zandvoort',
      company_phone: '14 023',
      company_email: 'info@zandvoort.example',
    },
    logo: { svg: ZANDVOORT_LOGO, fileName: 'zandvoort.svg' },
    pdf: {
      cover_page: {
        enabled: true,
        title: '{{document_title}}',
        subtitle: '{{meeting_type}} · {{meeting_date}}',
        meta: [
          { label: 'Organisatie', value: '{{organization_name}}' },
          { label: 'Opname', value: '{{recording_datetime}}' },
          { label: 'Eigenaar', value: '{{owner}}' },
          { label: 'Gegenereerd door', value: '{{generated_by}}' },
        ],
        show_logo: true,
      },
      page_header: { text: '{{organization_name}} · {{meeting_type}}', font_weight: 'medium', font_size: 9 },
      page_footer: {
        text: '{{organization_contact_line}}',
        page_number_format: 'Pagina {{page_number}} van {{total_pages}}',
      },
      typography: { lists: { bullet_color: '{{accent_color}}', indent_mm: 5 } },
      layout: { margins_mm: { top: 35, bottom: 22, left: 22, right: 22 } },
      extras: {
        disclaimer: {
          enabled: true,
          text: 'Dit document is vertrouwelijk en bestemd voor medewerkers van {{organization_name}}.',
          alignment: 'left',
        },
      },
    },
  },
  {
    organization: 'Zorggroep De Linde',
    branding: {
      primary_color: '#38761D',
      secondary_color: '#555',
      accent_color: '#93C47D',
      company_website: 'https://www.zorggroepdelinde.example',
      company_address: 'Lindelaan 40, 3511 AB Utrecht',
      company_email: 'secretariaat@delinde.example',
    },
  },
];

export async function seedDemoBranding(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let made = 0;
    for (const demo of demoBrandings) {
      const organization = await trx
        .selectFrom('organizations')
        .select(['id', 'primary_color'])
        .where('name', '=', demo.organization)
        .executeTakeFirst();
      if (!organization || organization.primary_color !== null) continue;
      await saveBranding(trx, organization.id, brandingWrite.parse(demo.branding));
      if (demo.pdf) await savePdfSettings(trx, organization.id, pdfExportSettings.parse(demo.pdf));
      if (demo.logo) {
        const checked = checkLogoContent('svg', new TextEncoder().encode(demo.logo.svg));
        await saveLogo(trx, organization.id, {
          kind: 'svg',
          content: checked.content,
          fileName: demo.logo.fileName,
        });
      }
      made++;
    }
    return made;
  });
}
