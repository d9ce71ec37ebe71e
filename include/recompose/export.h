/* recompose: the export macro shared by every public header. */
#ifndef RECOMPOSE_EXPORT_H
#define RECOMPOSE_EXPORT_H

#if defined(RC_BUILDING)
#define RC_API __attribute__((visibility("default")))
#else
#define RC_API
#endif

#endif /* RECOMPOSE_EXPORT_H */
