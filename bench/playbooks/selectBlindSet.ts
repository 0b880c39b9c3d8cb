/**
 * The order blind sets 7-10 of labels.json are drawn in, so anyone can repeat a selection: the clause finder's training
 * split (splitOf in activities/src/ai/local/training/cuadData.ts), in ascending SHA-256 of the title, from the contract
 * after the last one of the set given by `--after`. Each title is printed with its place, its length and what became of
 * it: in a labelled set, left out (with the reason written down when the set was chosen), or a candidate still to be
 * judged. It stops after `--count` titles that are in a later set or still candidates (default 10).
 * Whether a candidate qualifies (a commercial agreement with a clear buyer; not finance, securities, a fragment, an
 * amendment, a joint filing, an employment or non-competition agreement) is a reader's judgement: write the reason of
 * each one left out into LEFT_OUT below and into "about" of labels.json.
 * Run: `cd bench && npx tsx playbooks/selectBlindSet.ts --after=blind9` (blind set 10 and what was left out on the way);
 * `--after=blind10` lists the candidates for the next set; `--after=blind11 --count=24` shows blind sets 12 and 13 and what was
 * left out while choosing them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cuadTrainDirectory, readContracts, splitOf } from '../../activities/src/ai/local/training/cuadData';

interface Labelled {
  title: string;
}

/** Titles left out while choosing blind sets 10-13, with the reason (blind sets 7-9 name theirs in labels.json "about"). */
const LEFT_OUT: Record<string, string> = {
  'IntegrityMediaInc_20010329_10-K405_EX-10.17_2373875_EX-10.17_Co-Branding Agreement':
    'blind10: a joint production, each side pays the other royalties: no clear buyer',
  'Quaker Chemical Corporation - NON COMPETITION AND NON SOLICITATION AGREEMENT': 'blind10: a non-competition agreement',
  'PlayboyEnterprisesInc_20090220_10-QA_EX-10.2_4091580_EX-10.2_Content License Agreement_ Marketing Agreement_ Sales-Purchase Agreement2':
    'blind10: a blank supplier form filed as an exhibit: a fragment',
  'GALERATHERAPEUTICS,INC_02_14_2020-EX-99.A-JOINT FILING AGREEMENT': 'blind10: a joint filing',
  'THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2-SERVICE AGREEMENT': "blind10: an executive's employment contract",
  'QBIOMEDINC_04_08_2020-EX-99.1-JOINT FILING AGREEMENT': 'blind10: a joint filing',
  'SONUSCORP_03_12_1997-EX-10.11-SPONSORSHIP AGREEMENT': 'blind11: an investment dealer sponsoring a prospectus: securities',
  'GluMobileInc_20070319_S-1A_EX-10.09_436630_EX-10.09_Content License Agreement3': 'blind11: a 3,400-character fragment (an earlier exclusion)',
  'UnionDentalHoldingsInc_20050204_8-KA_EX-10_3345577_EX-10_Affiliate Agreement': 'blind11: an exchange of confidential information with no fee: no clear buyer',
  'BellringBrandsInc_20190920_S-1_EX-10.12_11817081_EX-10.12_Manufacturing Agreement2': 'blind11: a 2,300-character fragment (an earlier exclusion)',
  'ACCELERATEDTECHNOLOGIESHOLDINGCORP_04_24_2003-EX-10.13-JOINT VENTURE AGREEMENT': 'blind12: a joint venture to market batteries: no clear buyer',
  'ALCOSTORESINC_12_14_2005-EX-10.26-AGENCY AGREEMENT': 'blind12: a lessor appointing its lessee to order the leased equipment: finance',
  'MFAFINANCIAL,INC_07_06_2020-EX-99.D-JOINT FILING AGREEMENT': 'blind12: a joint filing',
  'CnsPharmaceuticalsInc_20200326_8-K_EX-10.1_12079626_EX-10.1_Development Agreement':
    "blind12: CNS funds WPD's development for a share of WPD's sales: a development financing, no clear buyer",
  'UNITEDNATIONALBANCORP_03_03_1999-EX-99-Outsourcing Agreement with the BISYS Group, Inc.': 'blind12: a 1,952-character press release: a fragment',
  'LejuHoldingsLtd_20140121_DRS (on F-1)_EX-10.26_8473102_EX-10.26_Content License Agreement1':
    'blind12: a royalty-free licence given with a share subscription: no fee, no clear buyer',
  'VARIABLESEPARATEACCOUNT_04_30_2014-EX-13.C-UNCONDITIONAL CAPITAL MAINTENANCE AGREEMENT': "blind13: a parent's capital maintenance undertaking to an insurer: finance",
  'SLINGERBAGINC_05_27_2020-EX-10.7-CONSULTING AGREEMENT': 'blind13: an individual paid through payroll with benefits and good-reason termination: employment in substance',
  'USASYNTHETICFUELCORP_10_21_2010-EX-10.10-STRATEGIC ALLIANCE AGREEMENT': 'blind13: a share purchase with a planned joint project: securities, no clear buyer',
  'PhotronicsInc_20171219_10-QA_EX-10.28_10982650_EX-10.28_Outsourcing Agreement': 'blind13: the shareholders supplying their own joint venture: no clear buyer',
  'TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement': 'blind13: a 50/50 revenue share of a joint service: no clear buyer',
  'PcquoteComInc_19990721_S-1A_EX-10.11_6377149_EX-10.11_Co-Branding Agreement2': 'blind13: an 857-character amendment: a fragment',
  'LOOKSMARTLTD_07_20_2012-EX-99.(D)(I)-SPONSORSHIP AGREEMENT': 'blind13: sponsors of a tender offer: securities',
  'TALCOTTRESOLUTIONLIFEINSURANCECO-SEPARATEACCOUNTTWELVE_04_30_2020-EX-99.8(L)-SERVICE AGREEMENT':
    "blind13: a fund's administrative services agreement with an insurer: finance",
};

const argument = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const after = argument('after') ?? 'blind9';
const count = Number(argument('count') ?? 10);

const labels = JSON.parse(readFileSync(new URL('./labels.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const setOf = new Map<string, string>();
for (const [set, contracts] of Object.entries(labels)) {
  if (!Array.isArray(contracts) || set === 'conventions') continue;
  for (const contract of contracts as Labelled[]) setOf.set(contract.title, set === 'contracts' ? 'tuned' : set);
}
const afterSet = labels[after];
if (!Array.isArray(afterSet) || afterSet.length === 0) throw new Error(`no labelled set ${after} in labels.json`);
const setOrder = (set: string) => (set === 'tuned' ? 0 : set === 'blind' ? 1 : Number(set.slice('blind'.length)));

const sha256 = (title: string) => createHash('sha256').update(title, 'utf8').digest('hex');
const training = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz'))
  .filter((contract) => splitOf(contract.title) === 'train')
  .map((contract) => ({ ...contract, hash: sha256(contract.title) }))
  .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
const lastOfAfter = Math.max(...(afterSet as Labelled[]).map((contract) => training.findIndex((entry) => entry.title === contract.title)));
if (lastOfAfter < 0) throw new Error(`${after} holds no contract of the training split`);

console.log(`Training split in ascending SHA-256 of the title, after ${after}'s last (place ${lastOfAfter}):`);
let taken = 0;
for (let place = lastOfAfter + 1; place < training.length && taken < count; place += 1) {
  const { title, text, hash } = training[place]!;
  const set = setOf.get(title);
  const leftOut = LEFT_OUT[title];
  const state = set ? `in ${set}` : leftOut ? `left out (${leftOut})` : 'candidate';
  if ((set && setOrder(set) > setOrder(after)) || (!set && !leftOut)) taken += 1;
  console.log(`${String(place).padStart(4)} ${hash.slice(0, 8)} ${String(text.length).padStart(7)}  ${title.slice(0, 90).padEnd(90)}  ${state}`);
}
