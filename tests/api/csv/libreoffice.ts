import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * LibreOffice Calc, headless, as a person in a given language opens a CSV file and saves it again
 * (docs/csv.md, Spreadsheets). Debian's `libreoffice-calc` package; `.ci/run` installs it.
 *
 * A "spreadsheet in a language" is a profile whose locale setting (Tools ▸ Options ▸ Language
 * Settings ▸ Locale setting) is that language, and a Text Import whose Language is the same: the
 * locale decides which texts become numbers and dates, and how a cell is written when the sheet is
 * saved as CSV again ("Save cell contents as shown", LibreOffice's default).
 */

export interface SpreadsheetLanguage {
  /** The locale setting, a BCP 47 tag: `de-DE`. */
  locale: string;
  /** The same as a Windows language id, for the CSV filter's 6th token: 1031. */
  languageId: number;
  /** The file's field separator. */
  delimiter: ',' | ';';
}

/**
 * The CSV filter's options (LibreOffice Help, "CSV Filter Options"): 1 field separator, 2 text
 * delimiter (34: "), 3 character set (76: UTF-8), 4 first row, 5 column formats (none: Standard),
 * 6 language, 7 quoted field as text, 8 on import "Detect special numbers" (on saving: numbers as
 * numbers), 9 on saving "Save cell contents as shown".
 */
function importOptions(language: SpreadsheetLanguage, detectSpecialNumbers: boolean) {
  return `${language.delimiter.charCodeAt(0)},34,76,1,,${language.languageId},false,${detectSpecialNumbers}`;
}
function exportOptions(language: SpreadsheetLanguage) {
  return `${language.delimiter.charCodeAt(0)},34,76,1,,0,false,true,true`;
}

/** Where soffice is, or why not. */
export function sofficeMissing(): string | undefined {
  const found = spawnSync('soffice', ['--version'], { encoding: 'utf8', timeout: 60_000 });
  if (found.error || found.status !== 0) {
    return "LibreOffice's soffice is not on the PATH: install Debian's libreoffice-calc (apt-get install -y --no-install-recommends libreoffice-calc), as .ci/run does";
  }
  return undefined;
}

/** What LibreOffice made of one file: the sheet (flat OpenDocument, to see which cells became what) and the file saved as CSV. */
interface Reopened {
  sheet: string;
  csv: string;
}

export class LibreOffice {
  private runs = 0;
  private constructor(private readonly root: string) {}

  static async start(): Promise<LibreOffice> {
    return new LibreOffice(await mkdtemp(join(tmpdir(), 'fleet-libreoffice-')));
  }

  /**
   * Opens each file in the language, once with "Detect special numbers" off (LibreOffice's default)
   * and once with it on, and saves it as a flat OpenDocument spreadsheet and as CSV. One soffice
   * process does it all, through a Basic macro in its profile (FLEET_MACRO), as starting soffice
   * takes longer than the work. Answers by mode, then by file name.
   */
  async reopen(
    files: Record<string, string>,
    language: SpreadsheetLanguage,
  ): Promise<Record<'plain' | 'special', Record<string, Reopened>>> {
    const profile = await this.profile(language);
    const work = join(this.root, `run-${++this.runs}`);
    await mkdir(work);
    const jobs: string[] = [];
    const results = { plain: {}, special: {} } as Record<'plain' | 'special', Record<string, Reopened>>;
    for (const [name, content] of Object.entries(files)) {
      const input = join(work, `${name}.csv`);
      await writeFile(input, content, 'utf8');
      for (const mode of ['plain', 'special'] as const) {
        const out = join(work, `${name}-${mode}`);
        jobs.push(
          [
            input,
            importOptions(language, mode === 'special'),
            `${out}.fods`,
            'OpenDocument Spreadsheet Flat XML',
            '',
            `${out}-saved.csv`,
            'Text - txt - csv (StarCalc)',
            exportOptions(language),
          ].join('\t'),
        );
      }
    }
    const jobFile = join(work, 'jobs.txt');
    await writeFile(jobFile, `${jobs.join('\n')}\n`, 'utf8');
    await run('soffice', [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--norestore',
      `macro:///Standard.Fleet.Convert("${jobFile}")`,
    ]);
    const failure = await readFile(`${jobFile}.error`, 'utf8').catch(() => undefined);
    if (failure) throw new Error(`LibreOffice (${language.locale}): ${failure}`);
    for (const name of Object.keys(files)) {
      for (const mode of ['plain', 'special'] as const) {
        const out = join(work, `${name}-${mode}`);
        results[mode][name] = { sheet: await readFile(`${out}.fods`, 'utf8'), csv: await readFile(`${out}-saved.csv`, 'utf8') };
      }
    }
    return results;
  }

  async close() {
    await rm(this.root, { recursive: true, force: true });
  }

  /**
   * A profile of its own for each locale: its locale setting, and the macro in its Standard library.
   * Marked as set up already (ooSetupInstCompleted), or its first start would put the default
   * Standard library over the macro.
   */
  private async profile(language: SpreadsheetLanguage): Promise<string> {
    const profile = join(this.root, `profile-${language.locale}`);
    const user = join(profile, 'user');
    const library = join(user, 'basic', 'Standard');
    await mkdir(library, { recursive: true });
    await writeFile(
      join(user, 'registrymodifications.xcu'),
      `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="ooSetupSystemLocale" oor:op="fuse"><value>${language.locale}</value></prop></item>
<item oor:path="/org.openoffice.Setup/Office"><prop oor:name="ooSetupInstCompleted" oor:op="fuse"><value>true</value></prop></item>
</oor:items>
`,
    );
    await writeFile(
      join(user, 'basic', 'script.xlc'),
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE library:libraries PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "libraries.dtd">
<library:libraries xmlns:library="http://openoffice.org/2000/library" xmlns:xlink="http://www.w3.org/1999/xlink">
 <library:library library:name="Standard" xlink:href="$(USER)/basic/Standard/script.xlb/" xlink:type="simple" library:link="false"/>
</library:libraries>
`,
    );
    await writeFile(
      join(library, 'script.xlb'),
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE library:library PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "library.dtd">
<library:library xmlns:library="http://openoffice.org/2000/library" library:name="Standard" library:readonly="false" library:passwordprotected="false">
 <library:element library:name="Fleet"/>
</library:library>
`,
    );
    await writeFile(
      join(library, 'Fleet.xba'),
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Fleet" script:language="StarBasic">${escapeXml(FLEET_MACRO)}</script:module>
`,
    );
    return profile;
  }
}

/**
 * Each line of the job file: a CSV file, the import filter's options, then any number of targets,
 * each a file, a filter name and its options, all separated by tabs. Loads each file as File ▸ Open
 * does with those options, stores it as each target as File ▸ Save a Copy does, and closes it. A
 * failure is written to the job file's name with `.error`, and soffice ends either way.
 */
const FLEET_MACRO = `
Function Prop(name As String, value) As com.sun.star.beans.PropertyValue
  Dim p As New com.sun.star.beans.PropertyValue
  p.Name = name
  p.Value = value
  Prop = p
End Function

Sub Convert(jobPath As String)
  Dim n As Integer, i As Integer, parts, doc
  Dim text As String
  On Error GoTo Failed
  n = FreeFile
  Open jobPath For Input As #n
  Do While Not EOF(n)
    Line Input #n, text
    If text <> "" Then
      parts = Split(text, Chr(9))
      doc = StarDesktop.loadComponentFromURL(ConvertToURL(parts(0)), "_blank", 0, _
        Array(Prop("FilterName", "Text - txt - csv (StarCalc)"), Prop("FilterOptions", parts(1)), Prop("Hidden", True)))
      For i = 2 To UBound(parts) Step 3
        doc.storeToURL(ConvertToURL(parts(i)), Array(Prop("FilterName", parts(i + 1)), Prop("FilterOptions", parts(i + 2))))
      Next i
      doc.close(True)
    End If
  Loop
  Close #n
  StarDesktop.terminate()
  Exit Sub
Failed:
  Dim e As Integer
  e = FreeFile
  Open jobPath & ".error" For Output As #e
  Print #e, "Error " & Err & ": " & Error$ & " (macro line " & Erl & ")"
  Close #e
  StarDesktop.terminate()
End Sub
`;

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** How long one soffice run may take on a busy machine before it is killed. */
const SOFFICE_TIMEOUT_MS = 120_000;

/** Runs a command in a process group of its own, killed whole (soffice starts soffice.bin) if it takes too long. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SAL_USE_VCLPLUGIN: 'svp' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    }, SOFFICE_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ended with ${signal ?? code}: ${output.slice(0, 2000)}`));
    });
  });
}

/** A cell of a flat OpenDocument spreadsheet: what it shows, and its type (`float`, `date`, `string`, or none when empty). */
export interface SheetCell {
  text: string;
  type: string | undefined;
}

/** The rows of the first table of a .fods file, each a list of cells (repeated cells spelt out, trailing empty ones dropped). */
export function fodsRows(xml: string): SheetCell[][] {
  const table = /<table:table [^>]*>([\s\S]*?)<\/table:table>/.exec(xml)?.[1] ?? '';
  const rows: SheetCell[][] = [];
  for (const row of table.matchAll(/<table:table-row[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)) {
    const cells: SheetCell[] = [];
    for (const cell of (row[1] ?? '').matchAll(
      /<table:(?:covered-)?table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g,
    )) {
      const attributes = cell[1] ?? '';
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes)?.[1] ?? 1);
      const type = /office:value-type="([^"]+)"/.exec(attributes)?.[1];
      const text = [...(cell[2] ?? '').matchAll(/<text:p[^>]*>([\s\S]*?)<\/text:p>/g)]
        .map((paragraph) =>
          unescapeXml(
            paragraph[1]!
              .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count?: string) => ' '.repeat(Number(count ?? 1)))
              .replace(/<text:line-break\/>/g, '\n')
              .replace(/<[^>]+>/g, ''),
          ),
        )
        .join('\n');
      for (let index = 0; index < Math.min(repeated, 1024); index++) cells.push({ text, type });
    }
    while (cells.length > 0 && cells.at(-1)!.type === undefined && cells.at(-1)!.text === '') cells.pop();
    rows.push(cells);
  }
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop();
  return rows;
}

function unescapeXml(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');
}
