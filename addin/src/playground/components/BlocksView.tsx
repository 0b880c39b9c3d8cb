import styled from 'styled-components';
import type { SimulatedDocument } from '../../host/simulated/model/SimulatedDocument';
import type { SimBlock } from '../../host/simulated/model/types';
import { ParagraphView } from './ParagraphView';
import { theme } from '@arcline/web/src/theme/theme';

export interface BlocksViewProps {
  document: SimulatedDocument;
  blocks: readonly SimBlock[];
  onFocusParagraph: (id: string) => void;
}

/** A body's or a cell's blocks: paragraphs and tables, tables nested in cells drawn the same way. */
export function BlocksView({ document, blocks, onFocusParagraph }: BlocksViewProps) {
  return (
    <>
      {blocks.map((block) =>
        block.kind === 'paragraph' ? (
          <ParagraphView key={block.id} document={document} paragraph={block} onFocusParagraph={onFocusParagraph} />
        ) : (
          <StyledTable key={tableKey(block)}>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.cells.map((cell, cellIndex) => (
                    <td key={cellIndex}>
                      <BlocksView document={document} blocks={cell.blocks} onFocusParagraph={onFocusParagraph} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        ),
      )}
    </>
  );
}

/** A table has no id of its own in Word; its first paragraph's id is stable while it exists. */
function tableKey(block: Extract<SimBlock, { kind: 'table' }>): string {
  const first = block.rows[0]?.cells[0]?.blocks[0];
  return first?.kind === 'paragraph' ? `table-${first.id}` : `table-${block.rows.length}`;
}

const StyledTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin: 0 0 ${theme.space(3)};

  td {
    border: 1px solid ${theme.colors.border};
    padding: ${theme.space(1)} ${theme.space(2)};
    vertical-align: top;
  }
`;
