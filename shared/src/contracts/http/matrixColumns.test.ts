import { describe, expect, it } from 'vitest';
import { MATRIX_MESSAGES } from '../../matrix/messages';
import { matrixColumnCreateRequestSchema, matrixColumnRequestSchema } from './matrixColumns';

const TEMPLATE_ID = '6F9619FF-8B86-D011-B42D-00C04FC964FF';

describe('matrixColumnRequestSchema', () => {
  it('reads a template column and a custom one as the API stores them', () => {
    expect(matrixColumnRequestSchema.parse({ name: ' Parties ', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: TEMPLATE_ID, customQuery: '' })).toEqual({
      name: 'Parties',
      queryType: 'GLOBAL_TEMPLATE',
      matrixQueryId: TEMPLATE_ID.toLowerCase(),
      customQuery: null,
      answerKind: null,
      answerOptions: null,
    });
    expect(matrixColumnRequestSchema.parse({ name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law?', answerKind: 'list', options: ['Danish', ' Norwegian '] })).toMatchObject({
      matrixQueryId: null,
      customQuery: 'Which law?',
      answerKind: 'list',
      answerOptions: ['Danish', 'Norwegian'],
    });
  });

  it("refuses with the spec's messages", () => {
    const messages = (body: unknown) => matrixColumnRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ name: '', queryType: 'CUSTOM', customQuery: 'x' })).toEqual([MATRIX_MESSAGES.columnNameRequired]);
    expect(messages({ name: 'A', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: 'not-an-id' })).toEqual([MATRIX_MESSAGES.templateRequired]);
    expect(messages({ name: 'A', queryType: 'CUSTOM', customQuery: 'x', options: ['a'] })).toEqual([MATRIX_MESSAGES.optionsOnlyForList]);
    expect(matrixColumnCreateRequestSchema.safeParse({ matrixId: 'x', name: 'A', queryType: 'CUSTOM', customQuery: 'x' }).error?.issues[0]?.message).toBe(
      MATRIX_MESSAGES.matrixIdRequired,
    );
  });
});
