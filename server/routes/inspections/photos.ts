import { and, count, eq, isNull } from 'drizzle-orm';
import { MAX_PHOTOS_PER_INSPECTION } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import type { InspectionPhoto } from '../../../contract/schemas/inspection';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import type { Executor } from '../../db/client';
import { allOf } from '../../db/lists';
import { inspectionPhotos, inspections, issues } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { PhotoUpload } from './photo-upload';
import { inspectionVisible, lockedInspection, missingInspection, photoColumns } from './repository';

/*
 * An inspection's photos (docs/inspections.md, Inspections): kept in PostgreSQL as documents'
 * attachments are, seen by whoever sees the inspection, added by whoever may record inspections and
 * sees it, removed by whoever may delete inspections. A photo of a failed item is the photo of the
 * issue that item raised.
 */

export const missingPhoto = () => notFound(messages.notFound('Photo'));

const ofInspection = (inspection: { id: string; company_id: string }) =>
  and(eq(inspectionPhotos.companyId, inspection.company_id), eq(inspectionPhotos.inspectionId, inspection.id));

/**
 * Stores a photo on the inspection. The inspection is locked first, so that uploads at the same moment
 * are counted one after the other and the limit holds. A photo of a failed item becomes the photo of
 * the issue it raised, unless that issue has one already.
 */
export async function addPhoto(db: Executor, actor: Actor, inspectionId: string, upload: PhotoUpload): Promise<InspectionPhoto> {
  return atomically(db, async (tx) => {
    const inspection = await lockedInspection(tx, actor, inspectionId, 'no key update');
    const item = upload.itemId === null ? undefined : inspection.results.find((result) => result.item_id === upload.itemId);
    if (upload.itemId !== null && !item) throw badRequest(messages.unknownItem, [{ field: 'item_id', message: messages.unknownItem }]);
    const [held] = await tx.select({ value: count() }).from(inspectionPhotos).where(ofInspection(inspection));
    if (held!.value >= MAX_PHOTOS_PER_INSPECTION) throw conflict(messages.photoLimit, [{ field: 'file', message: messages.photoLimit }]);
    const [stored] = await tx
      .insert(inspectionPhotos)
      .values({
        companyId: inspection.company_id,
        inspectionId: inspection.id,
        itemId: upload.itemId,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        byteSize: upload.content.length,
        sha256: upload.sha256,
        content: upload.content,
        createdBy: actor.id,
      })
      .returning(photoColumns);
    if (item && !item.passed) {
      await tx
        .update(issues)
        .set({ photoId: stored!.id })
        .where(
          and(
            eq(issues.companyId, inspection.company_id),
            eq(issues.inspectionId, inspection.id),
            eq(issues.itemId, item.item_id),
            isNull(issues.photoId),
          ),
        );
    }
    return stored!;
  });
}

/** A photo of an inspection the caller sees, without its bytes: what a download starts from. */
export async function findPhoto(db: Executor, actor: Actor, inspectionId: string, photoId: string) {
  const [row] = await db
    .select({ ...photoColumns, companyId: inspectionPhotos.companyId })
    .from(inspectionPhotos)
    .innerJoin(inspections, and(eq(inspections.companyId, inspectionPhotos.companyId), eq(inspections.id, inspectionPhotos.inspectionId)))
    .where(allOf(eq(inspectionPhotos.inspectionId, inspectionId), eq(inspectionPhotos.id, photoId), inspectionVisible(actor)));
  if (row) return row;
  // Which of the two is missing, as the caller may know it: the inspection first.
  const [inspection] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(allOf(eq(inspections.id, inspectionId), inspectionVisible(actor)));
  throw inspection ? missingPhoto() : missingInspection();
}

/** Removes a photo; the issue it showed keeps no photo (its reference is cleared by the database). */
export async function deletePhoto(db: Executor, actor: Actor, inspectionId: string, photoId: string): Promise<InspectionPhoto> {
  return atomically(db, async (tx) => {
    const inspection = await lockedInspection(tx, actor, inspectionId, 'no key update');
    const [removed] = await tx
      .delete(inspectionPhotos)
      .where(and(ofInspection(inspection), eq(inspectionPhotos.id, photoId)))
      .returning(photoColumns);
    if (!removed) throw missingPhoto();
    return removed;
  });
}
