import type { Migration } from '../migrate';

/**
 * Cells per matrix and status, kept by statement-level triggers on matrix_elements (one aggregated write per statement,
 * whatever the number of cells it touches), so the status line's counts cost one index read instead of a pass over
 * 200,000 cells on every page and every 2 s poll (README "Matrix Review"). Counter rows are taken in (matrix, status)
 * order, so two statements never wait on each other's rows crosswise. No foreign key to matrices: its check would take
 * a share lock on the matrix row, which the add-documents command holds for update while it inserts cells (a deadlock
 * with a cell being answered); a trigger on matrices removes the rows of a deleted matrix instead. A delete of cells
 * only decrements.
 */
export const matrixCellCounts: Migration = {
  name: '0160-matrix-cell-counts',
  async up({ sequelize }) {
    await sequelize.query(`
      create table matrix_cell_counts (
        matrix_id uuid not null,
        status text not null,
        cells bigint not null,
        primary key (matrix_id, status)
      );
      insert into matrix_cell_counts (matrix_id, status, cells) select matrix_id, status, count(*) from matrix_elements group by 1, 2;

      create function matrix_cell_counts_add() returns trigger language plpgsql as $$
      begin
        insert into matrix_cell_counts (matrix_id, status, cells)
          select matrix_id, status, sum(delta) from (
            select matrix_id, status, 1 as delta from new_cells
            union all
            select matrix_id, status, -1 from old_cells
          ) changes group by 1, 2 having sum(delta) <> 0 order by 1, 2
          on conflict (matrix_id, status) do update set cells = matrix_cell_counts.cells + excluded.cells;
        return null;
      end $$;
      create function matrix_cell_counts_insert() returns trigger language plpgsql as $$
      begin
        insert into matrix_cell_counts (matrix_id, status, cells)
          select matrix_id, status, count(*) from new_cells group by 1, 2 order by 1, 2
          on conflict (matrix_id, status) do update set cells = matrix_cell_counts.cells + excluded.cells;
        return null;
      end $$;
      create function matrix_cell_counts_delete() returns trigger language plpgsql as $$
      begin
        perform 1 from matrix_cell_counts c
          where (c.matrix_id, c.status) in (select distinct matrix_id, status from old_cells)
          order by c.matrix_id, c.status for update;
        update matrix_cell_counts c set cells = c.cells - gone.cells
          from (select matrix_id, status, count(*) as cells from old_cells group by 1, 2) gone
          where c.matrix_id = gone.matrix_id and c.status = gone.status;
        return null;
      end $$;
      create function matrix_cell_counts_forget() returns trigger language plpgsql as $$
      begin
        delete from matrix_cell_counts c using deleted_matrices m where c.matrix_id = m.id;
        return null;
      end $$;
      create trigger matrix_cell_counts_forget after delete on matrices
        referencing old table as deleted_matrices for each statement execute function matrix_cell_counts_forget();
      create trigger matrix_cell_counts_insert after insert on matrix_elements
        referencing new table as new_cells for each statement execute function matrix_cell_counts_insert();
      create trigger matrix_cell_counts_update after update on matrix_elements
        referencing old table as old_cells new table as new_cells for each statement execute function matrix_cell_counts_add();
      create trigger matrix_cell_counts_delete after delete on matrix_elements
        referencing old table as old_cells for each statement execute function matrix_cell_counts_delete();
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      drop trigger matrix_cell_counts_forget on matrices;
      drop function matrix_cell_counts_forget();
      drop trigger matrix_cell_counts_delete on matrix_elements;
      drop trigger matrix_cell_counts_update on matrix_elements;
      drop trigger matrix_cell_counts_insert on matrix_elements;
      drop function matrix_cell_counts_delete();
      drop function matrix_cell_counts_add();
      drop function matrix_cell_counts_insert();
      drop table matrix_cell_counts;
    `);
  },
};
