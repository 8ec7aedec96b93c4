// Taxonomies: create for a user or an organisation (with and without terms, all or nothing), read, change and
// delete; terms one by one and in a batch with the correct form unique per taxonomy (case-insensitively, also
// within one request); alternatives cleaned; the contract's 422 texts; the XML preview and download
// (escaping, characters XML cannot hold, headers); what goes along when a taxonomy, its owner or a template
// is deleted; which taxonomies apply to a template and their state there; and the organisation scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/api/schemas/organizations';
import { taxonomyActiveAnswer, taxonomyTerm, termBatchAnswer } from '../../src/api/schemas/taxonomies';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { StrictXmlElement } from './support/strictXml';
import { XML_CORPUS } from '../../tests/shared/xmlCorpus';
import { parseStrictXml } from './support/strictXml';
import {
  names,
  organizationTaxonomiesPath,
  TAXONOMIES,
  taxonomyBody,
  taxonomyHelpers,
  taxonomyPath,
  templateTaxonomiesPath,
  termPath,
  termsPath,
  userTaxonomiesPath,
} from './taxonomiesTestClient';
import type { Client } from './templatesTestClient';
import { templateHelpers } from './templatesTestClient';

const m = messages.taxonomies;
const orgNotFound = { detail: messages.organizations.notFound };

/** Every character of the document is one XML 1.0 allows (the `Char` production). */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

/**
 * Reads an XML document back with a strict parser (saxes: an undefined entity, a stray `<` or `&`, `]]>` in text
 * or a character XML 1.0 does not allow throws) and answers what it holds.
 */
function readXml(xml: string) {
  expect(xml).toMatch(XML_CHARS);
  const root = parseStrictXml(xml);
  const text = (parent: StrictXmlElement, name: string) =>
    parent.children.filter((node) => node.name === name).map((node) => node.text);
  return {
    root: root.name,
    attributes: root.attributes,
    description: text(root, 'description'),
    context: text(root, 'context'),
    terms: root.children
      .filter((node) => node.name === 'term')
      .map((term) => ({ correct: text(term, 'correct'), alternatives: text(term, 'alternative') })),
  };
}

describe.each(backends)('taxonomies (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let h: ReturnType<typeof taxonomyHelpers>;
  let th: ReturnType<typeof templateHelpers>;
  let org: Organization;
  let member: TestUser;
  let adminId: number;

  const count = async (table: 'taxonomies' | 'taxonomy_terms' | 'template_taxonomies') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    taxonomies: await count('taxonomies'),
    terms: await count('taxonomy_terms'),
    links: await count('template_taxonomies'),
  });
  const updatedAt = async (id: number) =>
    (await t.db.selectFrom('taxonomies').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow())
      .updated_at;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser({ is_admin: true });
    adminId = admin.id;
    const token = (await t.login(admin)).access_token;
    api = jsonClient(t, () => token);
    h = taxonomyHelpers(api);
    th = templateHelpers(t, api);
    org = await th.createOrganization('Zorggroep Taxonomie');
    member = await th.createMember(org.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('create, read, change, delete', () => {
    it('creates a taxonomy for a user and for an organisation, with and without terms', async () => {
      const mine = await h.ofUser(member.id, '  Namen van collega’s  ', {
        description: '  Wie er in het team zit ',
        taxonomy_context: '  Overleggen van het wijkteam.  ',
        is_org_wide: false,
        default_active: true,
      });
      expect(mine).toMatchObject({
        name: 'Namen van collega’s',
        description: 'Wie er in het team zit',
        taxonomy_context: 'Overleggen van het wijkteam.',
        is_org_wide: false,
        default_active: true,
        owner_type: 'user',
        owner_id: member.id,
        owner_name: member.username,
        term_count: 0,
        terms: [],
      });
      expect(mine.created_at).toBeTruthy();
      const stored = await t.db
        .selectFrom('taxonomies')
        .selectAll()
        .where('id', '=', mine.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ user_id: member.id, organization_id: null, created_by: adminId });

      const ours = await h.ofOrganization(org.id, 'Medische termen', {
        is_org_wide: true,
        terms: [
          { correct_form: 'Zorgverzekeraar', alternatives: ['zorg verzekeraar', ' Zorg-verzekeraar '] },
          { correct_form: ' decubitus ', alternatives: ['doorligwond'] },
          { correct_form: 'COPD' },
        ],
      });
      expect(ours).toMatchObject({
        owner_type: 'organization',
        owner_id: org.id,
        owner_name: org.name,
        is_org_wide: true,
        default_active: false,
        taxonomy_context: '',
        term_count: 3,
      });
      // Terms by correct form, case-insensitively.
      expect(ours.terms.map((term) => [term.correct_form, term.alternatives])).toEqual([
        ['COPD', []],
        ['decubitus', ['doorligwond']],
        ['Zorgverzekeraar', ['zorg verzekeraar', 'Zorg-verzekeraar']],
      ]);
      expect(await h.get(ours.id)).toEqual(ours);
    });

    it('lists every taxonomy by name with owner and term count, and each owner’s own', async () => {
      const other = await th.createOrganization('Andere Taxonomie BV');
      const a = await h.ofOrganization(other.id, 'aaa eerste', { terms: [{ correct_form: 'x' }] });
      const z = await h.ofUser(member.id, 'Zzz laatste');
      const all = await h.list(TAXONOMIES);
      const collator = new Intl.Collator('nl', { sensitivity: 'base' });
      const sorted = [...names(all)].sort((x, y) => collator.compare(x, y));
      expect(names(all)).toEqual(sorted);
      expect(all.find((row) => row.id === a.id)).toMatchObject({
        owner_type: 'organization',
        owner_name: 'Andere Taxonomie BV',
        term_count: 1,
      });
      expect(all.find((row) => row.id === z.id)).toMatchObject({ owner_type: 'user', term_count: 0 });
      expect(all.every((row) => !('terms' in row))).toBe(true);

      const ofMember = await h.list(userTaxonomiesPath(member.id));
      expect(ofMember.every((row) => row.owner_type === 'user' && row.owner_id === member.id)).toBe(true);
      expect(names(ofMember)).toContain('Zzz laatste');
      expect(names(await h.list(organizationTaxonomiesPath(other.id)))).toEqual(['aaa eerste']);
      expect((await api.get(userTaxonomiesPath(999_999))).status).toBe(404);
      expect(await api.get(organizationTaxonomiesPath(999_999))).toEqual({ status: 404, body: orgNotFound });
    });

    it('changes name, description, context and flags', async () => {
      const tax = await h.ofOrganization(org.id, 'Producten', { default_active: true });
      await pause();
      const res = await api.put(
        taxonomyPath(tax.id),
        taxonomyBody(' Productnamen ', { taxonomy_context: ' ', is_org_wide: true, default_active: false }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: tax.id,
        name: 'Productnamen',
        description: 'Termen voor  Productnamen',
        taxonomy_context: '',
        is_org_wide: true,
        default_active: false,
        terms: [],
        xml_preview: expect.stringContaining('name="Productnamen"'),
      });
      expect(new Date((res.body as { updated_at: string }).updated_at).getTime()).toBeGreaterThan(
        new Date(tax.updated_at!).getTime(),
      );
      expect(await api.put(taxonomyPath(999_999), taxonomyBody('X'))).toEqual({
        status: 404,
        body: { detail: m.notFound },
      });
    });

    it('answers the spec texts for a missing name, description or correct form, and writes nothing', async () => {
      const before = await counts();
      const required = { status: 422, body: { detail: m.nameAndDescriptionRequired } };
      expect(await api.post(userTaxonomiesPath(member.id), taxonomyBody('   '))).toEqual(required);
      expect(
        await api.post(organizationTaxonomiesPath(org.id), taxonomyBody('Naam', { description: ' \t' })),
      ).toEqual(required);
      const correctForm = { status: 422, body: { detail: m.correctFormRequired } };
      expect(
        await api.post(
          organizationTaxonomiesPath(org.id),
          taxonomyBody('Met lege term', { terms: [{ correct_form: 'Goed' }, { correct_form: '  ' }] }),
        ),
      ).toEqual(correctForm);
      const tax = await h.ofUser(member.id, 'Validatie');
      const afterCreate = await counts();
      expect(afterCreate.taxonomies).toBe(before.taxonomies + 1);
      expect(await api.put(taxonomyPath(tax.id), taxonomyBody(''))).toEqual(required);
      expect(await api.post(termsPath(tax.id), { correct_form: ' ', alternatives: ['x'] })).toEqual(
        correctForm,
      );
      expect(
        await api.post(`${termsPath(tax.id)}/batch`, {
          terms: [{ correct_form: 'a' }, { correct_form: '' }],
        }),
      ).toEqual(correctForm);
      const term = taxonomyTerm.parse((await api.post(termsPath(tax.id), { correct_form: 'Vast' })).body);
      expect(await api.put(termPath(term.id), { correct_form: '\n' })).toEqual(correctForm);
      expect((await h.get(tax.id)).terms.map((x) => x.correct_form)).toEqual(['Vast']);
      expect(await counts()).toEqual({ ...afterCreate, terms: afterCreate.terms + 1 });
      // The schema's own limits are a 422 as well, naming the field.
      const long = await api.post(termsPath(tax.id), { correct_form: 'x'.repeat(501) });
      expect(long.status).toBe(422);
      expect((long.body as { fields: string[] }).fields).toEqual(['correct_form']);
    });

    it('deletes a taxonomy with its terms and template links', async () => {
      const template = await th.ofOrganization(org.id, 'Met taxonomie');
      const tax = await h.ofOrganization(org.id, 'Weg ermee', {
        terms: [{ correct_form: 'een' }, { correct_form: 'twee' }],
      });
      expect(
        (await api.put(`${templateTaxonomiesPath(template.id)}/${tax.id}`, { is_active: true })).status,
      ).toBe(200);
      const before = await counts();
      expect(await api.del(taxonomyPath(tax.id))).toEqual({ status: 200, body: { message: m.deleted } });
      expect(await counts()).toEqual({
        taxonomies: before.taxonomies - 1,
        terms: before.terms - 2,
        links: before.links - 1,
      });
      expect(await api.get(taxonomyPath(tax.id))).toEqual({ status: 404, body: { detail: m.notFound } });
      expect((await api.del(taxonomyPath(tax.id))).status).toBe(404);
    });
  });

  describe('terms', () => {
    it('adds, changes and deletes terms, each moving the taxonomy’s updated_at', async () => {
      const tax = await h.ofUser(member.id, 'Termen');
      let stamp = await updatedAt(tax.id);
      const moved = async () => {
        const now = await updatedAt(tax.id);
        const later = now.getTime() > stamp.getTime();
        stamp = now;
        return later;
      };
      await pause();
      const added = await api.post(termsPath(tax.id), {
        correct_form: '  Mohammed el Amrani ',
        alternatives: ['Mohamed El Amrani', ' mohamed el amrani ', '', '  ', 'Mohammed al Amrani'],
      });
      expect(added.status).toBe(201);
      const term = taxonomyTerm.parse(added.body);
      expect(term).toMatchObject({
        correct_form: 'Mohammed el Amrani',
        alternatives: ['Mohamed El Amrani', 'Mohammed al Amrani'],
      });
      expect(await moved()).toBe(true);

      await pause();
      const changed = await api.put(termPath(term.id), {
        correct_form: 'Mohammed El Amrani',
        alternatives: ['Mo'],
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        id: term.id,
        correct_form: 'Mohammed El Amrani',
        alternatives: ['Mo'],
      });
      expect(await moved()).toBe(true);
      // Alternatives may be left out: none.
      expect((await api.put(termPath(term.id), { correct_form: 'Mohammed El Amrani' })).body).toMatchObject({
        alternatives: [],
      });
      await pause();
      await moved();

      await pause();
      expect(await api.del(termPath(term.id))).toEqual({ status: 200, body: { message: m.termDeleted } });
      expect(await moved()).toBe(true);
      expect(await api.del(termPath(term.id))).toEqual({ status: 404, body: { detail: m.termNotFound } });
      expect(await api.put(termPath(term.id), { correct_form: 'x' })).toEqual({
        status: 404,
        body: { detail: m.termNotFound },
      });
      expect(await api.post(termsPath(999_999), { correct_form: 'x' })).toEqual({
        status: 404,
        body: { detail: m.notFound },
      });
    });

    it('refuses a correct form the taxonomy has already, in any case (409), also when changing a term', async () => {
      const tax = await h.ofOrganization(org.id, 'Uniek', { terms: [{ correct_form: 'Zorgverzekeraar' }] });
      const second = taxonomyTerm.parse(
        (await api.post(termsPath(tax.id), { correct_form: 'Huisarts' })).body,
      );
      expect(await api.post(termsPath(tax.id), { correct_form: ' zorgVERZEKERAAR ' })).toEqual({
        status: 409,
        body: { detail: m.duplicateTerm('zorgVERZEKERAAR') },
      });
      expect(await api.put(termPath(second.id), { correct_form: 'ZORGVERZEKERAAR' })).toEqual({
        status: 409,
        body: { detail: m.duplicateTerm('ZORGVERZEKERAAR') },
      });
      // The refusal is in the audit, naming the taxonomy and its organisation.
      const refused = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(refused).toMatchObject({
        action: 'taxonomyTerms.update',
        target_type: 'taxonomy',
        target_id: tax.id,
        target_label: 'Uniek',
        organization_id: org.id,
        outcome: 'failure',
        status: 409,
        detail: m.duplicateTerm('ZORGVERZEKERAAR'),
      });
      // Changing the case of its own correct form is fine; so is the same word in another taxonomy.
      expect((await api.put(termPath(second.id), { correct_form: 'HUISARTS' })).status).toBe(200);
      const other = await h.ofOrganization(org.id, 'Uniek 2');
      expect((await api.post(termsPath(other.id), { correct_form: 'Zorgverzekeraar' })).status).toBe(201);
      // Non-ASCII letters are compared case-insensitively too.
      expect((await api.post(termsPath(tax.id), { correct_form: 'Één' })).status).toBe(201);
      expect((await api.post(termsPath(tax.id), { correct_form: 'één' })).status).toBe(409);
      // The database refuses it as well, whoever writes.
      await expect(
        t.db.insertInto('taxonomy_terms').values({ taxonomy_id: tax.id, correct_form: 'huisarts' }).execute(),
      ).rejects.toThrow();
      expect((await h.get(tax.id)).terms.map((term) => term.correct_form)).toEqual([
        'Één',
        'HUISARTS',
        'Zorgverzekeraar',
      ]);
    });

    it('adds a batch all or nothing, refusing duplicates against the taxonomy and within the batch', async () => {
      const tax = await h.ofUser(member.id, 'Batch', { terms: [{ correct_form: 'Bestaand' }] });
      const before = await counts();
      expect(
        await api.post(`${termsPath(tax.id)}/batch`, {
          terms: [{ correct_form: 'Nieuw' }, { correct_form: 'bestaand' }, { correct_form: 'Ook nieuw' }],
        }),
      ).toEqual({ status: 409, body: { detail: m.duplicateTerm('bestaand') } });
      expect(
        await api.post(`${termsPath(tax.id)}/batch`, [
          { correct_form: 'Appel' },
          { correct_form: 'Peer' },
          { correct_form: ' APPEL ' },
        ]),
      ).toEqual({ status: 409, body: { detail: m.repeatedTerm('APPEL') } });
      expect(await counts()).toEqual(before);

      const res = await api.post(`${termsPath(tax.id)}/batch`, {
        terms: [
          { correct_form: 'Peer', alternatives: ['peren', 'Peren', ' '] },
          { correct_form: 'appel' },
          { correct_form: 'Citroen', alternatives: ['citroën'] },
        ],
      });
      expect(res.status).toBe(201);
      const added = termBatchAnswer.parse(res.body);
      expect(added.map((term) => [term.correct_form, term.alternatives])).toEqual([
        ['Peer', ['peren']],
        ['appel', []],
        ['Citroen', ['citroën']],
      ]);
      expect((await h.get(tax.id)).terms.map((term) => term.correct_form)).toEqual([
        'appel',
        'Bestaand',
        'Citroen',
        'Peer',
      ]);
      // A bare array is read too; an empty batch is a 422.
      expect((await api.post(`${termsPath(tax.id)}/batch`, [{ correct_form: 'Druif' }])).status).toBe(201);
      expect((await api.post(`${termsPath(tax.id)}/batch`, { terms: [] })).status).toBe(422);
    });

    it('adds a large batch in one go', async () => {
      const tax = await h.ofOrganization(org.id, 'Groot');
      const terms = Array.from({ length: 2500 }, (_, i) => ({
        correct_form: `Term ${i}`,
        alternatives: [`term-${i}`],
      }));
      const res = await api.post(`${termsPath(tax.id)}/batch`, { terms });
      expect(res.status).toBe(201);
      expect(termBatchAnswer.parse(res.body)).toHaveLength(2500);
      expect(
        (await h.list(organizationTaxonomiesPath(org.id))).find((x) => x.id === tax.id)?.term_count,
      ).toBe(2500);
    });

    it('creates a taxonomy with terms all or nothing', async () => {
      const before = await counts();
      const res = await api.post(
        userTaxonomiesPath(member.id),
        taxonomyBody('Half', {
          terms: [{ correct_form: 'Een' }, { correct_form: 'Twee' }, { correct_form: 'EEN' }],
        }),
      );
      expect(res).toEqual({ status: 409, body: { detail: m.repeatedTerm('EEN') } });
      expect(await counts()).toEqual(before);
      expect(names(await h.list(userTaxonomiesPath(member.id)))).not.toContain('Half');
    });
  });

  describe('XML', () => {
    it('escapes markup characters, keeps emoji, quotes, tabs and line breaks as stored', async () => {
      const tricky = 'A & B <c> "d" \'e\' 😀';
      const tax = await h.ofOrganization(org.id, `Naam ${tricky}`, {
        description: `Beschrijving ${tricky} einde`,
        taxonomy_context: 'Regel 1\r\nRegel 2 ]]> <![CDATA[ x ]]>',
        terms: [
          {
            correct_form: `Term ${tricky}`,
            alternatives: ['a<b', 'c&d', 'e>f', '"g"', "'h'", 'i\tj', '🩺'],
          },
          { correct_form: 'Gewoon' },
        ],
      });
      const xml = tax.xml_preview;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<taxonomy ')).toBe(true);
      expect(xml).toContain('&lt;c&gt;');
      expect(xml).toContain('A &amp; B');
      expect(xml).toContain('&quot;d&quot; &apos;e&apos;');
      expect(xml).toContain('Regel 1&#13;\nRegel 2 ]]&gt; &lt;![CDATA[ x ]]&gt;');
      expect(xml).toContain('\n  <term>\n    <correct>');
      expect(readXml(xml)).toEqual({
        root: 'taxonomy',
        attributes: { name: `Naam ${tricky}`, owner_type: 'organization', owner: org.name },
        description: [`Beschrijving ${tricky} einde`],
        context: ['Regel 1\r\nRegel 2 ]]> <![CDATA[ x ]]>'],
        terms: [
          { correct: ['Gewoon'], alternatives: [] },
          {
            correct: [`Term ${tricky}`],
            alternatives: ['a<b', 'c&d', 'e>f', '"g"', "'h'", 'i\tj', '🩺'],
          },
        ],
      });
    });

    it('gives every stored value back unchanged to a strict parser: entity-like and hostile texts', async () => {
      const owner = await th.createOrganization('R&D &copy; <Zorg> "groep" \'x\' &#65;');
      const tax = await h.ofOrganization(owner.id, 'Naam\tmet tab\nen &amp; regels\r\n&x; <b> "q" \'a\'', {
        description: XML_CORPUS.join(' | '),
        taxonomy_context: XML_CORPUS.join('\n'),
        terms: XML_CORPUS.map((value, index) => ({
          correct_form: `${index}: ${value}`,
          alternatives: [value, `${value} (${index})`],
        })),
      });
      const stored = await h.get(tax.id);
      expect(stored.terms).toHaveLength(XML_CORPUS.length);
      const download = await t.get(`${taxonomyPath(tax.id)}/xml`, await t.adminToken());
      expect(download.status).toBe(200);
      const body = await download.text();
      for (const xml of [stored.xml_preview, body]) {
        expect(readXml(xml)).toEqual({
          root: 'taxonomy',
          attributes: { name: stored.name, owner_type: 'organization', owner: owner.name },
          description: [stored.description],
          context: [stored.taxonomy_context],
          terms: stored.terms.map((term) => ({
            correct: [term.correct_form],
            alternatives: term.alternatives,
          })),
        });
      }
      // What was stored is what was sent (trimmed where the field is trimmed), not a cleaned copy.
      expect(stored.name).toBe('Naam\tmet tab\nen &amp; regels\r\n&x; <b> "q" \'a\'');
      expect(stored.taxonomy_context).toBe(XML_CORPUS.join('\n'));
      expect(stored.terms.flatMap((term) => term.alternatives).sort()).toEqual(
        XML_CORPUS.flatMap((value, index) => [value.trim(), `${value} (${index})`.trim()]).sort(),
      );
    });

    it('refuses, in Dutch with 422, a text holding a character XML 1.0 cannot carry', async () => {
      const tax = await h.ofOrganization(org.id, 'Stuurtekens', { terms: [{ correct_form: 'Vast' }] });
      const term = tax.terms[0]!;
      const before = await counts();
      const refused = (field: string) => ({
        status: 422,
        body: { detail: messages.http.unstorableText([field]) },
      });
      for (const bad of ['\u0001', 'a\u0008b', '\u000b', '\u000c', 'x\u001f', '\ufffe', '\uffff']) {
        const path = organizationTaxonomiesPath(org.id);
        const res = (body: unknown) => api.post(path, body);
        expect(await res(taxonomyBody(`Naam ${bad}`, { description: 'Gewoon' }))).toMatchObject(
          refused('name'),
        );
        expect(await res(taxonomyBody('Naam', { description: `Over ${bad}` }))).toMatchObject(
          refused('description'),
        );
        expect(await res(taxonomyBody('Naam', { taxonomy_context: bad }))).toMatchObject(
          refused('taxonomy_context'),
        );
        expect(await res(taxonomyBody('Naam', { terms: [{ correct_form: `T${bad}` }] }))).toMatchObject(
          refused('terms.0.correct_form'),
        );
        expect(
          await api.put(taxonomyPath(tax.id), taxonomyBody(`Naam ${bad}`, { description: 'Gewoon' })),
        ).toMatchObject(refused('name'));
        expect(
          await api.post(termsPath(tax.id), { correct_form: 'Nieuw', alternatives: ['ok', bad] }),
        ).toMatchObject(refused('alternatives.1'));
        expect(await api.put(termPath(term.id), { correct_form: `Vast${bad}` })).toMatchObject(
          refused('correct_form'),
        );
        // The batch body is one of two shapes (object or bare array): its 422 names no single field.
        const batch = await api.post(`${termsPath(tax.id)}/batch`, {
          terms: [{ correct_form: 'Goed' }, { correct_form: bad }],
        });
        expect(batch.status).toBe(422);
      }
      expect(await counts()).toEqual(before);
      expect((await h.get(tax.id)).terms.map((x) => x.correct_form)).toEqual(['Vast']);
    });

    it('writes an empty taxonomy, line breaks in the name kept', async () => {
      const tax = await h.ofUser(member.id, 'Twee\nregels');
      expect(tax.xml_preview).toContain('name="Twee&#10;regels"');
      expect(tax.xml_preview).toContain('  <context/>\n</taxonomy>');
      expect(readXml(tax.xml_preview)).toMatchObject({
        attributes: { name: 'Twee\nregels', owner_type: 'user', owner: member.username },
        context: [''],
        terms: [],
      });
    });

    it('downloads the preview as a file', async () => {
      const tax = await h.ofOrganization(org.id, 'Download', {
        terms: [{ correct_form: 'Één & twee', alternatives: ['een en twee'] }],
      });
      const res = await t.get(`${taxonomyPath(tax.id)}/xml`, await t.adminToken());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="taxonomie-${tax.id}.xml"`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-encoding')).toBeNull();
      const body = await res.text();
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(body).toBe(tax.xml_preview);
      expect(readXml(body).terms).toEqual([{ correct: ['Één & twee'], alternatives: ['een en twee'] }]);
      expect((await api.get(`${taxonomyPath(999_999)}/xml`)).status).toBe(404);
    });
  });

  describe('deleting owners and templates', () => {
    it('takes a user’s taxonomies with their terms and links along when the user is deleted', async () => {
      const leaving = await th.createMember(org.id);
      const template = await th.personal(leaving.id, 'Eigen overleg');
      const tax = await h.ofUser(leaving.id, 'Van vertrekker', { terms: [{ correct_form: 'a' }] });
      await api.put(`${templateTaxonomiesPath(template.id)}/${tax.id}`, { is_active: true });
      const before = await counts();
      expect((await api.del(`/api/admin/users/${leaving.id}`)).status).toBe(200);
      expect(await counts()).toEqual({
        taxonomies: before.taxonomies - 1,
        terms: before.terms - 1,
        links: before.links - 1,
      });
    });

    it('takes an organisation’s taxonomies along when it is deleted; its members keep theirs', async () => {
      const doomed = await th.createOrganization('Opgeheven BV');
      const stays = await th.createMember(doomed.id);
      const own = await h.ofOrganization(doomed.id, 'Van de organisatie', { terms: [{ correct_form: 'x' }] });
      const theirs = await h.ofUser(stays.id, 'Van het lid');
      const template = await th.ofOrganization(doomed.id, 'Organisatieoverleg');
      await api.put(`${templateTaxonomiesPath(template.id)}/${own.id}`, { is_active: false });
      const before = await counts();
      expect((await api.del(`/api/admin/organizations/${doomed.id}`)).status).toBe(200);
      expect(await counts()).toEqual({
        taxonomies: before.taxonomies - 1,
        terms: before.terms - 1,
        links: before.links - 1,
      });
      expect((await api.get(taxonomyPath(own.id))).status).toBe(404);
      expect((await h.get(theirs.id)).owner_name).toBe(stays.username);
    });

    it('takes a template’s links along when the template is deleted; the taxonomy stays', async () => {
      const template = await th.ofOrganization(org.id, 'Tijdelijk');
      const tax = await h.ofOrganization(org.id, 'Blijft', { terms: [{ correct_form: 'y' }] });
      await api.put(`${templateTaxonomiesPath(template.id)}/${tax.id}`, { is_active: true });
      const before = await counts();
      expect((await api.del(`/api/admin/organizations/${org.id}/meeting-types/${template.id}`)).status).toBe(
        200,
      );
      expect(await counts()).toEqual({ ...before, links: before.links - 1 });
      expect((await h.get(tax.id)).term_count).toBe(1);
    });
  });

  describe('taxonomies of a template', () => {
    let home: Organization;
    let colleague: TestUser;
    let owner: TestUser;
    let personal: { id: number };
    let orgTemplate: { id: number };
    let standard: { id: number };
    let own: number;
    let colleagues: number;
    let wide: number;
    let narrow: number;
    let foreign: number;

    beforeAll(async () => {
      home = await th.createOrganization('Sjabloonhuis');
      const elsewhere = await th.createOrganization('Elders BV');
      owner = await th.createMember(home.id);
      colleague = await th.createMember(home.id);
      personal = await th.personal(owner.id, 'Mijn overleg');
      orgTemplate = await th.ofOrganization(home.id, 'Ons overleg');
      standard = await th.standard('tax-standaard', 'Standaard met taxonomie');
      own = (await h.ofUser(owner.id, 'B eigen', { default_active: true })).id;
      colleagues = (await h.ofUser(colleague.id, 'C collega', { is_org_wide: true, default_active: true }))
        .id;
      wide = (await h.ofOrganization(home.id, 'A breed', { is_org_wide: true })).id;
      narrow = (await h.ofOrganization(home.id, 'D smal', { default_active: true })).id;
      foreign = (await h.ofOrganization(elsewhere.id, 'E elders', { is_org_wide: true })).id;
    });

    it('lists a personal template’s user’s taxonomies and the organisation’s org-wide ones', async () => {
      const list = await h.forTemplate(personal.id);
      expect(list.map((x) => [x.id, x.is_active])).toEqual([
        [wide, false],
        [own, true],
      ]);
      expect(list[0]).toMatchObject({ name: 'A breed', owner_type: 'organization', term_count: 0 });
    });

    it('lists every taxonomy of an organisation template’s organisation, and none for a default template', async () => {
      expect((await h.forTemplate(orgTemplate.id)).map((x) => [x.id, x.is_active])).toEqual([
        [wide, false],
        [narrow, true],
      ]);
      expect(await h.forTemplate(standard.id)).toEqual([]);
      expect(await api.get(templateTaxonomiesPath(999_999))).toEqual({
        status: 404,
        body: { detail: messages.templates.notFound },
      });
      // A user without an organisation: their own taxonomies only.
      const loner = await th.createMember();
      const lonerTemplate = await th.personal(loner.id, 'Alleen');
      const lonerTax = await h.ofUser(loner.id, 'Eigen lijst');
      expect((await h.forTemplate(lonerTemplate.id)).map((x) => x.id)).toEqual([lonerTax.id]);
    });

    it('sets one taxonomy’s state, overriding default_active', async () => {
      const path = `${templateTaxonomiesPath(personal.id)}/${own}`;
      const res = await api.put(path, { is_active: false });
      expect(res.status).toBe(200);
      expect(taxonomyActiveAnswer.parse(res.body)).toEqual({
        taxonomy_id: own,
        is_active: false,
        message: m.activeSet,
      });
      expect((await h.forTemplate(personal.id)).find((x) => x.id === own)?.is_active).toBe(false);
      expect((await api.put(path, { is_active: true })).body).toMatchObject({ is_active: true });
      expect((await h.forTemplate(personal.id)).find((x) => x.id === own)?.is_active).toBe(true);
      // Another template keeps its own state (the default).
      const second = await th.personal(owner.id, 'Tweede overleg');
      await api.put(path, { is_active: false });
      expect((await h.forTemplate(second.id)).find((x) => x.id === own)?.is_active).toBe(true);
    });

    it('answers 404 for a taxonomy that cannot apply to the template', async () => {
      const notFor = { status: 404, body: { detail: m.notForTemplate } };
      for (const [template, taxonomy] of [
        [personal.id, narrow],
        [personal.id, colleagues],
        [personal.id, foreign],
        [orgTemplate.id, own],
        [orgTemplate.id, foreign],
        [standard.id, wide],
        [personal.id, 999_999],
      ] as const) {
        expect(
          await api.put(`${templateTaxonomiesPath(template)}/${taxonomy}`, { is_active: true }),
          `${template}/${taxonomy}`,
        ).toEqual(notFor);
      }
      expect((await api.put(`${templateTaxonomiesPath(999_999)}/${wide}`, { is_active: true })).status).toBe(
        404,
      );
    });

    it('saves a batch all or nothing, at …/taxonomies/batch (not read as a taxonomy id)', async () => {
      const batch = `${templateTaxonomiesPath(orgTemplate.id)}/batch`;
      const res = await api.put(batch, {
        taxonomies: [
          { id: wide, is_active: true },
          { id: narrow, is_active: false },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ message: m.allActiveSet });
      expect(
        (res.body as { taxonomies: { id: number; is_active: boolean }[] }).taxonomies.map((x) => [
          x.id,
          x.is_active,
        ]),
      ).toEqual([
        [wide, true],
        [narrow, false],
      ]);
      const before = await counts();
      // One that cannot apply refuses the whole batch, naming it.
      expect(
        await api.put(batch, {
          taxonomies: [
            { id: wide, is_active: false },
            { id: own, is_active: true },
            { id: foreign, is_active: true },
          ],
        }),
      ).toEqual({ status: 404, body: { detail: m.notForTemplateBatch([own, foreign]) } });
      expect(
        await api.put(batch, {
          taxonomies: [
            { id: wide, is_active: false },
            { id: wide, is_active: true },
          ],
        }),
      ).toEqual({ status: 422, body: { detail: m.duplicateInBatch([wide]) } });
      expect(await counts()).toEqual(before);
      expect((await h.forTemplate(orgTemplate.id)).map((x) => [x.id, x.is_active])).toEqual([
        [wide, true],
        [narrow, false],
      ]);
      // A default template takes no taxonomies.
      expect(
        (
          await api.put(`${templateTaxonomiesPath(standard.id)}/batch`, {
            taxonomies: [{ id: wide, is_active: true }],
          })
        ).status,
      ).toBe(404);
      expect((await api.put(batch, { taxonomies: [] })).status).toBe(422);
    });
  });

  describe('organisation scope', () => {
    let boss: Client;
    let bossToken: string;
    let a: Organization;
    let b: Organization;
    let memberOfA: TestUser;
    let memberOfB: TestUser;
    let taxOfB: number;
    let termOfB: number;
    let templateOfB: { id: number };
    let personalOfB: { id: number };
    let taxOfA: number;
    let templateOfA: { id: number };

    beforeAll(async () => {
      a = await th.createOrganization('Eigen Taxonomie BV');
      b = await th.createOrganization('Vreemde Taxonomie BV');
      const bossUser = await th.createMember(a.id, true);
      memberOfA = await th.createMember(a.id);
      memberOfB = await th.createMember(b.id);
      const ofB = await h.ofOrganization(b.id, 'Geheim van B', { terms: [{ correct_form: 'geheim' }] });
      taxOfB = ofB.id;
      termOfB = ofB.terms[0]!.id;
      await h.ofUser(memberOfB.id, 'Persoonlijk van B');
      templateOfB = await th.ofOrganization(b.id, 'Overleg B');
      personalOfB = await th.personal(memberOfB.id, 'Eigen B');
      taxOfA = (await h.ofOrganization(a.id, 'Van A', { is_org_wide: true })).id;
      await h.ofUser(memberOfA.id, 'Van lid van A');
      templateOfA = await th.ofOrganization(a.id, 'Overleg A');
      bossToken = (await t.login(bossUser)).access_token;
      boss = jsonClient(t, () => bossToken);
    });

    it('lists only their organisation’s taxonomies and those of its users', async () => {
      const list = await taxonomyHelpers(boss).list(TAXONOMIES);
      expect(names(list).sort()).toEqual(['Van A', 'Van lid van A']);
    });

    it('manages their own organisation’s taxonomies, terms and template states', async () => {
      const created = await boss.post(
        userTaxonomiesPath(memberOfA.id),
        taxonomyBody('Door de baas', { terms: [{ correct_form: 'baas' }] }),
      );
      expect(created.status).toBe(201);
      const { id, terms } = created.body as { id: number; terms: { id: number }[] };
      expect((await boss.put(taxonomyPath(id), taxonomyBody('Door de baas 2'))).status).toBe(200);
      expect((await boss.post(termsPath(id), { correct_form: 'chef' })).status).toBe(201);
      expect((await boss.post(`${termsPath(id)}/batch`, [{ correct_form: 'leider' }])).status).toBe(201);
      expect((await boss.put(termPath(terms[0]!.id), { correct_form: 'Baas' })).status).toBe(200);
      expect((await boss.del(termPath(terms[0]!.id))).status).toBe(200);
      expect((await t.get(`${taxonomyPath(id)}/xml`, bossToken)).status).toBe(200);
      expect(
        (await boss.put(`${templateTaxonomiesPath(templateOfA.id)}/${taxOfA}`, { is_active: true })).status,
      ).toBe(200);
      expect(
        (
          await boss.put(`${templateTaxonomiesPath(templateOfA.id)}/batch`, {
            taxonomies: [{ id: taxOfA, is_active: false }],
          })
        ).status,
      ).toBe(200);
      expect((await boss.del(taxonomyPath(id))).status).toBe(200);
      const audit = await boss.get<{ entries: { action: string; target_type: string }[] }>(
        `/api/admin/audit-log?organization_id=${a.id}&target_type=taxonomy`,
      );
      expect([...new Set(audit.body.entries.map((e) => e.action))].sort()).toEqual([
        'taxonomies.createForOrganization',
        'taxonomies.createForUser',
        'taxonomies.delete',
        'taxonomies.update',
        'taxonomyTerms.batch',
        'taxonomyTerms.create',
        'taxonomyTerms.delete',
        'taxonomyTerms.update',
        'templateTaxonomies.batch',
        'templateTaxonomies.set',
      ]);
    });

    it('answers 404 for another organisation’s taxonomies, terms, templates and owners, as for missing ones', async () => {
      const calls: [string, () => Promise<{ status: number; body: unknown }>][] = [
        ['GET taxonomy', () => boss.get(taxonomyPath(taxOfB))],
        ['GET xml', () => boss.get(`${taxonomyPath(taxOfB)}/xml`)],
        ['PUT taxonomy', () => boss.put(taxonomyPath(taxOfB), taxonomyBody('Ingebroken'))],
        ['DELETE taxonomy', () => boss.del(taxonomyPath(taxOfB))],
        ['POST term', () => boss.post(termsPath(taxOfB), { correct_form: 'x' })],
        ['POST batch', () => boss.post(`${termsPath(taxOfB)}/batch`, [{ correct_form: 'x' }])],
        ['PUT term', () => boss.put(termPath(termOfB), { correct_form: 'x' })],
        ['DELETE term', () => boss.del(termPath(termOfB))],
        ['GET user list', () => boss.get(userTaxonomiesPath(memberOfB.id))],
        ['POST user taxonomy', () => boss.post(userTaxonomiesPath(memberOfB.id), taxonomyBody('X'))],
        ['GET org list', () => boss.get(organizationTaxonomiesPath(b.id))],
        ['POST org taxonomy', () => boss.post(organizationTaxonomiesPath(b.id), taxonomyBody('X'))],
        ['GET template', () => boss.get(templateTaxonomiesPath(templateOfB.id))],
        ['GET personal template', () => boss.get(templateTaxonomiesPath(personalOfB.id))],
        [
          'PUT template state',
          () => boss.put(`${templateTaxonomiesPath(templateOfB.id)}/${taxOfB}`, { is_active: false }),
        ],
        [
          'PUT template batch',
          () =>
            boss.put(`${templateTaxonomiesPath(templateOfB.id)}/batch`, {
              taxonomies: [{ id: taxOfB, is_active: false }],
            }),
        ],
        ['GET missing taxonomy', () => boss.get(taxonomyPath(999_999))],
        ['PUT missing term', () => boss.put(termPath(999_999), { correct_form: 'x' })],
        ['GET missing template', () => boss.get(templateTaxonomiesPath(999_999))],
      ];
      for (const [name, call] of calls) {
        expect(await call(), name).toEqual({ status: 404, body: orgNotFound });
      }
      // Default templates belong to no organisation: the platform's.
      const standard = await th.standard('scope-standaard', 'Scope standaard');
      expect(await boss.get(templateTaxonomiesPath(standard.id))).toEqual({ status: 404, body: orgNotFound });
      // Their own template with another organisation's taxonomy: not one of the template's.
      expect(
        await boss.put(`${templateTaxonomiesPath(templateOfA.id)}/${taxOfB}`, { is_active: true }),
      ).toEqual({
        status: 404,
        body: { detail: m.notForTemplate },
      });
      // Nothing of B changed.
      expect(await h.get(taxOfB)).toMatchObject({ name: 'Geheim van B', term_count: 1 });
      expect(await h.forTemplate(templateOfB.id)).toMatchObject([{ id: taxOfB, is_active: false }]);
    });
  });
});
